/**
 * The events port. Envelope and routing keys are fixed by ARCHITECTURE.md and declared once in
 * @shop/contracts: topic exchange `shop.events`, payload `{id, type, version, occurredAt, data}`,
 * consumers idempotent on `id`.
 */
import type { EventContract, EventEnvelope } from '@shop/contracts';

export type DomainEvent<TData = Record<string, unknown>> = EventEnvelope<TData>;

/** Carried beside the payload (AMQP headers); the request id ties logs together across services. */
export interface EventHeaders {
  requestId?: string;
  /** W3C trace context, so the consumer's span continues the trace of the request that caused the event. */
  traceparent?: string;
  tracestate?: string;
}

export type EventHandler = (event: DomainEvent, headers: EventHeaders) => Promise<void>;

export interface Subscription {
  /** Durable consumer name; one queue per consumer in RabbitMQ (`shop.<consumer>`). */
  consumer: string;
  /** Routing-key patterns (`order.*`, `payment.settled`, `#`). */
  patterns: string[];
  handler: EventHandler;
  /**
   * The events this consumer reads, each with its payload schema and version. When given, an
   * event is handled only if its type is listed and its version and payload meet that contract;
   * any other is refused: dead-lettered at once, the handler never sees it. The handler gets
   * the payload as the schema read it.
   */
  schemas?: readonly EventContract[];
}

export interface EventBus {
  /** Resolves once the broker has the event (RabbitMQ: publisher confirm); in process, once it is queued. */
  publish(event: DomainEvent, headers?: EventHeaders): Promise<void>;
  /**
   * For a bus whose queues die with the process (in process): resolves once every consumer has
   * handled the event or dead-lettered it, so the outbox relay marks an entry published only
   * when a crash can no longer lose it. A broker's `publish` already gives that.
   */
  publishSettled?(event: DomainEvent, headers?: EventHeaders): Promise<void>;
  /** One subscription per consumer name on a bus; a second one for the same name rejects. */
  subscribe(subscription: Subscription): Promise<void>;
  /** Throws when the bus cannot currently deliver (used by readiness and the outbox relay). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** An event a consumer gave up on after its bounded retries, or refused as off its contract. */
export interface DeadLetter {
  consumer: string;
  event: DomainEvent;
  headers: EventHeaders;
  /** How many times the handler ran before the event was parked; 0 for a refused event. */
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
