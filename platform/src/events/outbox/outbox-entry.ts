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

/** Index on status + occurredAt, created once per store. */
export async function outboxCollection(store: DocumentStore) {
  const collection = store.collection<OutboxEntry>(OUTBOX_COLLECTION);
  if (!indexed.has(store)) {
    await collection.ensureIndex({ fields: ['status', 'occurredAt'] });
    indexed.add(store);
  }
  return collection;
}
