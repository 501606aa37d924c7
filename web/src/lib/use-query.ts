import { QueryClient, keepPreviousData, useQuery as useTanstackQuery } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useMemo } from 'react';
import { ApiError } from './api-client';
import { translate } from './i18n/use-t';

export type QueryState<T> =
  | { status: 'loading'; data: T | undefined; error: null }
  | { status: 'error'; data: T | undefined; error: string; httpStatus: number }
  | { status: 'success'; data: T; error: null };

export type QueryResult<T> = QueryState<T> & {
  /** Asks the server again (Try Again). */
  reload: () => void;
};

/**
 * What a screen loads: the resource first ('admin-users', 'product'), then the inputs that pick
 * it (an id, a page, the filters). After a change, `invalidate(resource)` loads again every
 * query of that resource.
 */
export type QueryKey = readonly [resource: string, ...inputs: unknown[]];

/** Each screen says how fresh its data must be and how hard to try (SPEC section 4, Page loads). */
export interface QueryOptions {
  /**
   * How long an answer serves a screen that opens with the same key without asking again (a
   * prefetched product page opens at once). 0, the default: the screen shows what it had and
   * asks the server again.
   */
  staleMs?: number;
  /**
   * How many times a failure that may pass is tried again before the screen shows its error:
   * no answer, a 5xx, 408 or 429. A 4xx is the answer and is never retried. Default 1.
   */
  retries?: number;
}

const DEFAULT_RETRIES = 1;

const httpStatusOf = (error: unknown) => (error instanceof ApiError ? error.status : 0);

/** A dropped connection or a busy server may answer next time; a refusal will not change. */
export function mayPassOnRetry(error: unknown): boolean {
  const status = httpStatusOf(error);
  return status === 0 || status === 408 || status === 429 || status >= 500;
}

function retryPolicy(retries: number) {
  return (failuresSoFar: number, error: unknown) => failuresSoFar < retries && mayPassOnRetry(error);
}

/** Half a second, then one, then two: quick enough that the error shows within a few seconds. */
const retryDelay = (failuresSoFar: number) => Math.min(500 * 2 ** failuresSoFar, 4000);

/**
 * Server state for the whole app. Answers not on any screen are forgotten after five minutes;
 * a tab coming back to the foreground, or the browser back online, refreshes what is on screen.
 * Offline, a query still asks once ('offlineFirst'): the service worker may answer from its
 * saved copy (lib/pwa); if it cannot, retries wait for the network instead of failing.
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: retryPolicy(DEFAULT_RETRIES), retryDelay, staleTime: 0, networkMode: 'offlineFirst' } },
});

/** Fetches what a screen is about to show (a product card under the pointer), unless it is fresh. */
export function prefetch<T>(key: QueryKey, fetcher: (signal: AbortSignal) => Promise<T>, staleMs: number): void {
  void queryClient.prefetchQuery({ queryKey: key, queryFn: ({ signal }) => fetcher(signal), staleTime: staleMs });
}

/** What a step needs before it goes on (a reply to write): the fresh answer at hand, the request under way, or a new one asked once. */
export function fetchFresh<T>(key: QueryKey, fetcher: (signal: AbortSignal) => Promise<T>, staleMs: number): Promise<T> {
  return queryClient.fetchQuery({ queryKey: key, queryFn: ({ signal }) => fetcher(signal), staleTime: staleMs, retry: false });
}

/** Loads again every query of `resource` on screen, and marks the others stale: the server changed it. */
export function invalidate(resource: string): void {
  void queryClient.invalidateQueries({ queryKey: [resource] });
}

/**
 * Loads data for a screen: loading, then success or error (SPEC section 4, Page loads).
 * A new key cancels the previous request and loads again. A null key loads nothing and stays
 * in 'loading'. Earlier data is kept while a new key loads, so a list does not flash empty
 * between pages.
 */
export function useQuery<T>(key: QueryKey | null, fetcher: (signal: AbortSignal) => Promise<T>, options: QueryOptions = {}): QueryResult<T> {
  const query = useTanstackQuery({
    queryKey: key ?? ['idle'],
    queryFn: ({ signal }) => fetcher(signal),
    enabled: key !== null,
    staleTime: options.staleMs ?? 0,
    retry: retryPolicy(options.retries ?? DEFAULT_RETRIES),
    placeholderData: keepPreviousData,
  });
  const { refetch, data, error } = query;
  const reload = useCallback(() => void refetch({ cancelRefetch: true }), [refetch]);
  // Try Again shows the screen loading again; a page of a list loads over the one before.
  const loading = query.isPending || query.isPlaceholderData || (query.isError && query.isFetching);
  const status = loading ? 'loading' : query.isError ? 'error' : 'success';
  const state = useMemo((): QueryResult<T> => {
    if (status === 'loading') return { status, data, error: null, reload };
    if (status === 'error') return { status, data, error: error instanceof Error ? error.message : translate('ui.error.later'), httpStatus: httpStatusOf(error), reload };
    return { status, data: data as T, error: null, reload };
  }, [status, data, error, reload]);
  // TanStack Query hands an answer over synchronously; deferring it lets React draw a long list
  // in slices that yield to input, instead of one long task (the storefront's Total Blocking Time).
  return useDeferredValue(state);
}
