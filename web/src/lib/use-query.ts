import { startTransition, useCallback, useEffect, useState } from 'react';
import { ApiError } from './api-client';

export type QueryState<T> =
  | { status: 'loading'; data: T | undefined; error: null }
  | { status: 'error'; data: T | undefined; error: string; httpStatus: number }
  | { status: 'success'; data: T; error: null };

export type QueryResult<T> = QueryState<T> & {
  /** Runs the fetcher again (Try Again). */
  reload: () => void;
};

/**
 * What a screen loads: the resource first ('admin-users', 'product'), then the inputs that pick
 * it (an id, a page, the filters). After a change, `invalidate(resource)` loads again every
 * query of that resource on screen.
 */
export type QueryKey = readonly [resource: string, ...inputs: unknown[]];

/** The reloads of the queries on screen, by resource. */
const onScreen = new Map<string, Set<() => void>>();

/** Loads again every query of `resource` that is on screen: the server changed it. */
export function invalidate(resource: string): void {
  for (const reload of onScreen.get(resource) ?? []) reload();
}

/**
 * Loads data for a screen: loading, then success or error (SPEC section 4, Page loads).
 * A new key aborts the previous request and loads again. A null key loads nothing and stays
 * in 'loading'. Earlier data is kept while a new key loads, so a list does not flash empty
 * between pages.
 */
export function useQuery<T>(key: QueryKey | null, fetcher: (signal: AbortSignal) => Promise<T>): QueryResult<T> {
  const [state, setState] = useState<QueryState<T>>({ status: 'loading', data: undefined, error: null });
  const [attempt, setAttempt] = useState(0);
  const keyText = key === null ? null : JSON.stringify(key);
  const resource = key?.[0];

  useEffect(() => {
    if (keyText === null) return;
    const controller = new AbortController();
    setState((previous) => ({ status: 'loading', data: previous.data, error: null }));
    // The answer renders as a transition: React draws a long list in slices and stays
    // responsive to input instead of blocking the main thread until every card is drawn.
    fetcher(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) startTransition(() => setState({ status: 'success', data, error: null }));
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const message = error instanceof Error ? error.message : 'Something went wrong. Please try again later.';
        const httpStatus = error instanceof ApiError ? error.status : 0;
        startTransition(() => setState((previous) => ({ status: 'error', data: previous.data, error: message, httpStatus })));
      },
    );
    return () => controller.abort();
    // The key stands for the fetcher's inputs; the fetcher itself is a new function each render.
  }, [keyText, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    if (resource === undefined) return;
    const reloads = onScreen.get(resource) ?? new Set();
    onScreen.set(resource, reloads.add(reload));
    return () => void reloads.delete(reload);
  }, [resource, reload]);

  return { ...state, reload };
}
