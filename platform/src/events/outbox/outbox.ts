import type { DocumentStore } from '../../documents/document-store.port';
import type { DomainEvent, EventHeaders } from '../event-bus.port';
import { assertPublishable } from '../event-names';
import { currentRequestId } from '../../logging/request-context';
import { traceHeaders } from '../../observability/tracing';
import { copyEventHeaders } from '../event-headers';
import { outboxCollection, outboxWritten } from './outbox-entry';

/**
 * Records events in the `outbox` collection of the store the service writes its change to;
 * the OutboxRelay publishes them, so a broker outage delays events but loses none.
 * The caller writes its change first and records the event right after, through the same store.
 */
export class Outbox {
  constructor(private readonly store: DocumentStore) {}

  async record(event: DomainEvent, headers: EventHeaders = {}): Promise<void> {
    assertPublishable(event);
    const outbox = await outboxCollection(this.store);
    // The request that records the event (its id, its trace) goes with it, to the relay and the consumers.
    const requestId = headers.requestId ?? currentRequestId();
    const traced = headers.traceparent === undefined ? { ...headers, ...traceHeaders() } : headers;
    const copy = copyEventHeaders(requestId === undefined ? traced : { ...traced, requestId });
    await outbox.insertOne({
      _id: event.id,
      event,
      headers: copy,
      status: 'pending',
      occurredAt: event.occurredAt,
      attempts: 0,
    });
    outboxWritten(this.store);
  }

  /** Deletes published entries older than `before`; pending ones are never touched. */
  async prunePublished(before: Date): Promise<number> {
    const outbox = await outboxCollection(this.store);
    return outbox.deleteMany({ status: 'published', publishedAt: { $lt: before.toISOString() } });
  }
}
