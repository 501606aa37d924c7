import { useState } from 'react';
import { FILTER_DEBOUNCE_MS } from '@shop/domain';
import { useDebouncedValue } from './use-debounced-value';
import { useFilterPage } from './use-filter-page';

/**
 * The filters of an admin list and its page. `typed` is what the filter bar shows; `applied`
 * is what the list is asked for: the same, with the search debounced (500 ms). New filters
 * start at page 1; `filtered` says whether any filter is set ('' means all).
 */
export function useListFilters<Filters extends { search: string } & Record<keyof Filters, string>>(blank: Filters) {
  const [typed, setTyped] = useState(blank);
  const search = useDebouncedValue(typed.search, FILTER_DEBOUNCE_MS);
  const applied: Filters = { ...typed, search };
  const trimmed = { ...applied, search: search.trim() };
  const [page, setPage] = useFilterPage(JSON.stringify(trimmed));

  return {
    typed,
    applied,
    filtered: Object.values(trimmed).some(Boolean),
    page,
    setPage,
    setFilter: (key: keyof Filters, value: string) => setTyped((current) => ({ ...current, [key]: value })),
    clear: () => setTyped(blank),
  };
}
