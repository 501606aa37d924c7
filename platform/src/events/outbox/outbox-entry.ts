import type { Doc, DocumentStore } from '../../documents/document-store.port';
import type { DomainEvent, EventHeaders } from '../event-bus.port';

export const OUTBOX_COLLECTION = 'outbox';

export type OutboxStatus = 'pending' | 'publishing' | 'published';

/** One recorded event; `_id` is the event id, so recording the same event twice is a duplicate key. */
export type OutboxEntry = Doc & {
  event: DomainEvent;
  headers: EventHeaders;
  status: OutboxStatus;
  /** Copied from the event so the relay can read entries in order through the index. */
  occurredAt: string;
  attempts: number;
  /** Which relay holds the entry while it publishes, and since when (epoch ms). */
  claimedBy?: string;
  claimedAt?: number;
  publishedAt?: string;
  lastError?: string;
};

const indexed = new WeakSet<DocumentStore>();

/**
 * Indexes, created once per store, for the relay's three reads: pending entries in order,
 * stale claims, published entries past their retention.
 */
export async function outboxCollection(store: DocumentStore) {
  const collection = store.collection<OutboxEntry>(OUTBOX_COLLECTION);
  if (!indexed.has(store)) {
    await collection.ensureIndex({ fields: ['status', 'occurredAt'] });
    await collection.ensureIndex({ fields: ['status', 'claimedAt'] });
    await collection.ensureIndex({ fields: ['status', 'publishedAt'] });
    indexed.add(store);
  }
  return collection;
}

const listeners = new WeakMap<DocumentStore, Set<() => void>>();

/** Calls `listener` after each entry recorded in this store's outbox; returns the unsubscribe. */
export function onOutboxWrite(store: DocumentStore, listener: () => void): () => void {
  const set = listeners.get(store) ?? new Set();
  listeners.set(store, set);
  set.add(listener);
  return () => set.delete(listener);
}

export function outboxWritten(store: DocumentStore): void {
  for (const listener of listeners.get(store) ?? []) listener();
}
