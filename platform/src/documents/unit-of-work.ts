import type { DocumentStore } from './document-store.port';

/**
 * The port a service core uses to make several writes to its own store one: an order and its
 * outbox entry, a reservation and all its lines, a settlement and its event.
 */
export interface UnitOfWork {
  /** Runs `work` as one transaction of the service's store; see DocumentStore.transaction. */
  run<R>(work: () => Promise<R>): Promise<R>;
}

export function unitOfWorkOf(store: DocumentStore): UnitOfWork {
  return { run: (work) => store.transaction(work) };
}
