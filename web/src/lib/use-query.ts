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

export interface QueryOptions {
  /**
   * How long an answer serves a screen that opens with the same key without asking again (a
   * prefetched product page opens at once). 0, the default: every screen asks the server.
   */
  staleMs?: number;
}

/** The reloads of the queries on screen, by resource. */
const onScreen = new Map<string, Set<() => void>>();

/** Recent answers by key, and the prefetches under way, so a hover and the click after it ask once. */
const answers = new Map<string, { resource: string; data: unknown; at: number }>();
const prefetching = new Map<string, Promise<unknown>>();
/** A few screens' worth: enough for the pages a shopper goes back and forth between. */
const MAX_ANSWERS = 50;

const textOf = (key: QueryKey) => JSON.stringify(key);

function fetchAndKeep<T>(resource: string, keyText: string, fetcher: (signal: AbortSignal) => Promise<T>, signal: AbortSignal): Promise<T> {
  return fetcher(signal).then((data) => {
    answers.delete(keyText);
    answers.set(keyText, { resource, data, at: Date.now() });
    if (answers.size > MAX_ANSWERS) answers.delete(answers.keys().next().value!);
    return data;
  });
}

function freshAnswer(keyText: string, staleMs: number): { data: unknown } | undefined {
  const answer = answers.get(keyText);
  return answer && Date.now() - answer.at < staleMs ? answer : undefined;
}

/** Fetches what a screen is about to show (a product card under the pointer), unless it is fresh. */
export function prefetch<T>(key: QueryKey, fetcher: (signal: AbortSignal) => Promise<T>, staleMs: number): void {
  const keyText = textOf(key);
  if (freshAnswer(keyText, staleMs) || prefetching.has(keyText)) return;
  // Never aborted: the screen that opens next may take it over.
  const request = fetchAndKeep(key[0], keyText, fetcher, new AbortController().signal);
  prefetching.set(keyText, request);
  const done = () => void prefetching.delete(keyText);
  request.then(done, done);
}

/** Loads again every query of `resource` that is on screen, and forgets its answers: the server changed it. */
export function invalidate(resource: string): void {
  for (const [keyText, answer] of answers) if (answer.resource === resource) answers.delete(keyText);
  for (const reload of onScreen.get(resource) ?? []) reload();
}

/**
 * Loads data for a screen: loading, then success or error (SPEC section 4, Page loads).
 * A new key aborts the previous request and loads again. A null key loads nothing and stays
 * in 'loading'. Earlier data is kept while a new key loads, so a list does not flash empty
 * between pages.
 */
export function useQuery<T>(key: QueryKey | null, fetcher: (signal: AbortSignal) => Promise<T>, options: QueryOptions = {}): QueryResult<T> {
  const keyText = key === null ? null : textOf(key);
  const staleMs = options.staleMs ?? 0;
  const [state, setState] = useState<QueryState<T>>(() => {
    const fresh = keyText === null ? undefined : freshAnswer(keyText, staleMs);
    return fresh ? { status: 'success', data: fresh.data as T, error: null } : { status: 'loading', data: undefined, error: null };
  });
  const [attempt, setAttempt] = useState(0);
  const resource = key?.[0];

  useEffect(() => {
    if (keyText === null || resource === undefined) return;
    const fresh = attempt === 0 ? freshAnswer(keyText, staleMs) : undefined;
    if (fresh) {
      setState({ status: 'success', data: fresh.data as T, error: null });
      return;
    }
    const controller = new AbortController();
    setState((previous) => ({ status: 'loading', data: previous.data, error: null }));
    // The answer renders as a transition: React draws a long list in slices and stays
    // responsive to input instead of blocking the main thread until every card is drawn.
    // A reload (Try Again, a change) always asks the server again.
    const prefetched = attempt === 0 ? (prefetching.get(keyText) as Promise<T> | undefined) : undefined;
    (prefetched ?? fetchAndKeep(resource, keyText, fetcher, controller.signal)).then(
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
