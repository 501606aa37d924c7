import { translate, type MessageKey } from '@/lib/i18n/use-t';

export type ListKind = 'products' | 'orders' | 'users' | 'reviews';

/** Each list's line, in the current language: the range shown, and what an empty page says. */
const MESSAGES: Readonly<Record<ListKind, { range: MessageKey; none: MessageKey }>> = {
  products: { range: 'admin.range.products', none: 'admin.range.noProducts' },
  orders: { range: 'admin.range.orders', none: 'admin.range.noOrders' },
  users: { range: 'admin.range.users', none: 'admin.range.noUsers' },
  reviews: { range: 'admin.range.reviews', none: 'admin.range.noReviews' },
};

/** 'Showing 11–20 of 73 users' for a page of an admin list; 'No users' when it is empty. */
export function rangeText({ page, limit, total }: { page: number; limit: number; total: number }, shown: number, kind: ListKind): string {
  if (total === 0 || shown === 0) return translate(MESSAGES[kind].none);
  const first = (page - 1) * limit + 1;
  return translate(MESSAGES[kind].range, { first, last: first + shown - 1, total });
}
