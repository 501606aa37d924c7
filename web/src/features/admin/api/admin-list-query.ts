import { ADMIN_PAGE_SIZE } from '@shop/domain';
import type { QueryValue } from '@/lib/api-client';
import { useQuery } from '@/lib/use-query';

/** What every admin list is asked for: a page and a search, next to its own filters. */
interface AdminListQuery {
  page: number;
  search: string;
}

/** The query string of an admin list: the page, 10 a page, the trimmed search, then its own filters ('' means all). */
export function adminListParams<Query extends AdminListQuery & Record<keyof Query, QueryValue>>({
  page,
  search,
  ...filters
}: Query) {
  return { page, limit: ADMIN_PAGE_SIZE, search: search.trim(), ...filters };
}

/** An admin list for its screen, keyed by its query; `invalidate(name)` loads it again after a change. */
export function useAdminList<Query, Page>(name: string, query: Query, get: (query: Query, signal: AbortSignal) => Promise<Page>) {
  return useQuery([name, query], (signal) => get(query, signal));
}
