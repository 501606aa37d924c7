import type { SortSpec } from './document-store.port';

/**
 * Every adapter ends its sort on `_id`, so documents that tie on the requested keys come back
 * in the same order in every engine and pages never overlap or skip a document.
 */
export function stableSort(sort: SortSpec | undefined): SortSpec {
  if (sort && '_id' in sort) return sort;
  return { ...sort, _id: 1 };
}

/** skip and limit must be whole and non-negative; limit 0 means no limit, as in MongoDB. */
export function assertPaging(skip = 0, limit = 0): void {
  if (!Number.isInteger(skip) || skip < 0) throw new RangeError(`skip must be a non-negative integer, got ${skip}`);
  if (!Number.isInteger(limit) || limit < 0) throw new RangeError(`limit must be a non-negative integer, got ${limit}`);
}
