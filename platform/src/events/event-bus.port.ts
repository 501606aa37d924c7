/**
 * The events port. Envelope and routing keys are fixed by ARCHITECTURE.md:
 * topic exchange `shop.events`, payload `{id, type, occurredAt, data}`, consumers idempotent on `id`.
 */

export const EVENT_TYPES = [
  'order.placed',
  'order.status-changed',
  'payment.settled',
  'review.created',
  'newsletter.subscribed',
  'newsletter.unsubscribed',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export interface DomainEvent<TData = Record<string, unknown>> {
  /** 24-hex ObjectId string, unique per event. */
  id: string;
  type: EventType | string;
  /** ISO-8601 timestamp. */
  occurredAt: string;
  data: TData;
}

/** Carried beside the payload (AMQP headers); the request id ties logs together across services. */
export interface EventHeaders {
  requestId?: string;
}

export type EventHandler = (event: DomainEvent, headers: EventHeaders) => Promise<void>;

export interface Subscription {
  /** Durable consumer name; one queue per consumer in RabbitMQ (`shop.<consumer>`). */
  consumer: string;
  /** Routing-key patterns (`order.*`, `payment.settled`, `#`). */
  patterns: string[];
  handler: EventHandler;
}

export interface EventBus {
  publish(event: DomainEvent, headers?: EventHeaders): Promise<void>;
  /** One subscription per consumer name on a bus; a second one for the same name rejects. */
  subscribe(subscription: Subscription): Promise<void>;
  /** Throws when the bus cannot currently deliver (used by readiness and the outbox relay). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** An event a consumer gave up on after its bounded retries. */
export interface DeadLetter {
  consumer: string;
  event: DomainEvent;
  headers: EventHeaders;
  /** How many times the handler ran before the event was parked. */
  attempts: number;
  /** Message of the last failure. */
  error: string;
}

/** Both adapters keep failed events per consumer where tests and operators can read them. */
export interface DeadLetterInspector {
  deadLetters(consumer: string): Promise<DeadLetter[]>;
}

/** Publish or ping while the bus cannot reach its broker (or is closed); the outbox relay retries. */
export class EventBusUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EventBusUnavailableError';
  }
}
