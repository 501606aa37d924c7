import type { SortOrder } from '@shop/domain';
import type { MessageKey } from '@/lib/i18n/use-t';

/**
 * The search page's sort menu, each with its name in the catalogue. Most Relevant keeps the server's ranking (name matches first);
 * the others ask the server to sort, so the order really changes.
 */
export const SEARCH_SORT_OPTIONS = [
  { value: 'relevance', label: 'catalog.search.sort.relevance' },
  { value: 'price-asc', label: 'catalog.search.sort.priceAsc', sortBy: 'price', sortOrder: 'asc' },
  { value: 'price-desc', label: 'catalog.search.sort.priceDesc', sortBy: 'price', sortOrder: 'desc' },
  { value: 'rating', label: 'catalog.sort.ratingDesc', sortBy: 'rating', sortOrder: 'desc' },
] as const satisfies readonly { value: string; label: MessageKey; sortBy?: string; sortOrder?: SortOrder }[];

export type SearchSort = (typeof SEARCH_SORT_OPTIONS)[number]['value'];

export function parseSearchSort(value: string | null): SearchSort {
  return SEARCH_SORT_OPTIONS.find((option) => option.value === value)?.value ?? 'relevance';
}

export function searchSortQuery(sort: SearchSort): { sortBy?: string; sortOrder?: SortOrder } {
  const option = SEARCH_SORT_OPTIONS.find((o) => o.value === sort);
  return option && 'sortBy' in option ? { sortBy: option.sortBy, sortOrder: option.sortOrder } : {};
}

/**
 * The order shown for a page of results. The search API ranks products whose name matches
 * first and applies the sort within each rank, so 'Price: Low to High' would not read as
 * sorted; the page is therefore sorted again (stably) by the chosen key.
 */
export function sortSearchPage<T extends { price: number; rating: { average: number } }>(
  products: readonly T[],
  sort: SearchSort,
): T[] {
  const list = [...products];
  if (sort === 'price-asc') return list.sort((a, b) => a.price - b.price);
  if (sort === 'price-desc') return list.sort((a, b) => b.price - a.price);
  if (sort === 'rating') return list.sort((a, b) => b.rating.average - a.rating.average);
  return list;
}
