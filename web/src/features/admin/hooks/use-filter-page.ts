import { useEffect, useState } from 'react';

/** The page of a filtered admin list: a page belongs to the filters it was chosen under, so new filters start at page 1. */
export function useFilterPage(filterKey: string) {
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  if (paging.filterKey !== filterKey) setPaging({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  return [page, (next: number) => setPaging({ filterKey, page: next })] as const;
}

/** After a change emptied the last page (a delete), show the page before it. */
export function useStayWithinPages(page: number, lastPage: number, setPage: (page: number) => void) {
  useEffect(() => {
    if (lastPage > 0 && page > lastPage) setPage(lastPage);
    // setPage is a new function each render; page and lastPage decide.
  }, [page, lastPage]);
}
