import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Which store transactions the running code is inside. A collection asks for its store's open
 * transaction, so repositories take part in a unit of work without being told.
 */
const scope = new AsyncLocalStorage<ReadonlyMap<object, TransactionHandle>>();

export interface TransactionHandle {
  /** False once committed or rolled back: work left running afterwards is outside it. */
  readonly open: boolean;
}

export function activeTransaction<H extends TransactionHandle>(store: object): H | undefined {
  const handle = scope.getStore()?.get(store);
  return handle?.open ? (handle as H) : undefined;
}

export function runInTransaction<R>(store: object, handle: TransactionHandle, work: () => Promise<R>): Promise<R> {
  const handles = new Map(scope.getStore());
  handles.set(store, handle);
  return scope.run(handles, work);
}
