/** 'Showing 11–20 of 73 users' for a page of an admin list; 'No users' when it is empty. */
export function rangeText(
  { page, limit, total }: { page: number; limit: number; total: number },
  shown: number,
  noun: { one: string; many: string },
): string {
  if (total === 0 || shown === 0) return `No ${noun.many}`;
  const first = (page - 1) * limit + 1;
  return `Showing ${first}–${first + shown - 1} of ${total} ${total === 1 ? noun.one : noun.many}`;
}
