import type { EventContract, EventData } from '@shop/contracts';
import type { DocumentStore } from '../documents/document-store.port';
import type { DomainEvent, EventBus } from './event-bus.port';
import { idempotent } from './idempotent-handler';

export interface ConsumeEventDeps {
  events: EventBus;
  /** Where idempotent() keeps the ids of the events the consumer handled. */
  documents: DocumentStore;
}

/**
 * Subscribes `consumer` to one event type. The bus checks each payload against the event's
 * contract and dead-letters one that does not match; idempotent() runs `handle` at most once
 * per event id, with the payload as the contract reads it. A failing `handle` fails the
 * delivery, which the bus brings again.
 */
export function consumeEvent<C extends EventContract>(
  deps: ConsumeEventDeps,
  consumer: string,
  contract: C,
  handle: (data: EventData<C>, event: DomainEvent) => Promise<unknown>,
): Promise<void> {
  return deps.events.subscribe({
    consumer,
    patterns: [contract.type],
    schemas: [contract],
    handler: idempotent(deps.documents, consumer, async (event) => {
      await handle(event.data as EventData<C>, event);
    }),
  });
}
