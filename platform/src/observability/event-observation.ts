import { SpanKind, SpanStatusCode, context } from '@opentelemetry/api';
import { eventOwner, ORDER_PLACED, PAYMENT_SETTLED } from '@shop/contracts';
import type { DomainEvent, EventHeaders } from '../events/event-bus.port';
import { shopMetrics } from './metrics';
import { REQUEST_ID_ATTRIBUTE, contextFromHeaders, startSpan, traceHeaders } from './tracing';

const MESSAGING = { 'messaging.system': 'shop.events' };

/**
 * One publish by the outbox relay: a producer span continuing the trace of the request that
 * recorded the event (its `traceparent` in the entry's headers), the headers the bus carries
 * on with that span's context, the published counter, and the business counters of the event.
 */
export async function observePublish(event: DomainEvent, headers: EventHeaders, send: (headers: EventHeaders) => Promise<void>): Promise<void> {
  const parent = contextFromHeaders({ ...headers });
  const { span, context: spanContext } = startSpan(`publish ${event.type}`, SpanKind.PRODUCER, {
    ...MESSAGING,
    'messaging.operation': 'publish',
    'messaging.destination.name': event.type,
    'messaging.message.id': event.id,
    // The request that recorded the event, not whichever woke the relay.
    ...(headers.requestId === undefined ? {} : { [REQUEST_ID_ATTRIBUTE]: headers.requestId }),
  }, parent);
  const onward: EventHeaders = { ...headers, ...traceHeaders(spanContext) };
  const metrics = shopMetrics();
  try {
    await context.with(spanContext, () => send(onward));
    metrics.eventsPublished.inc({ type: event.type, outcome: 'ok' });
    countBusinessEvent(event);
  } catch (error) {
    metrics.eventsPublished.inc({ type: event.type, outcome: 'error' });
    span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
    throw error;
  } finally {
    span.end();
  }
}

/**
 * One delivery to a consumer: a consumer span continuing the publisher's trace, the lag from
 * the event's occurrence, and the consumed counter by outcome. `work` runs inside the span.
 */
export async function observeConsume<T>(consumer: string, event: DomainEvent, headers: EventHeaders, work: () => Promise<T>): Promise<T> {
  const metrics = shopMetrics();
  const occurred = Date.parse(event.occurredAt);
  if (!Number.isNaN(occurred)) metrics.consumerLag.observe({ consumer, type: event.type }, Math.max(0, Date.now() - occurred) / 1000);
  const { span, context: spanContext } = startSpan(`consume ${event.type}`, SpanKind.CONSUMER, {
    ...MESSAGING,
    'messaging.operation': 'process',
    'messaging.destination.name': event.type,
    'messaging.consumer.group.name': consumer,
    'messaging.message.id': event.id,
  }, contextFromHeaders({ ...headers }));
  try {
    const result = await context.with(spanContext, work);
    metrics.eventsConsumed.inc({ consumer, type: event.type, outcome: 'ok' });
    return result;
  } catch (error) {
    metrics.eventsConsumed.inc({ consumer, type: event.type, outcome: 'error' });
    span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
    throw error;
  } finally {
    span.end();
  }
}

/** An event a consumer gave up on, or refused as off its contract. */
export function observeDeadLetter(consumer: string, type: string): void {
  shopMetrics().deadLettered.inc({ consumer, type: typeLabel(type) });
}

/** An event refused because the service that owns its type did not sign it. */
export function observeRefusedOrigin(consumer: string, type: string): void {
  shopMetrics().eventsRefused.inc({ consumer, type: typeLabel(type) });
}

/** A type the shop knows, else one label for all: whoever reaches the broker chooses the type. */
function typeLabel(type: string): string {
  return eventOwner(type) ? type : 'unknown';
}

/**
 * Business counters from the events the services commit (their cores stay untouched): orders
 * placed and their revenue, payment verdicts by method. Read leniently: a counter is not a
 * consumer, and the producer validated its payload.
 */
export function countBusinessEvent(event: DomainEvent): void {
  const data = event.data as Record<string, unknown>;
  const metrics = shopMetrics();
  if (event.type === ORDER_PLACED) {
    const method = label(data.paymentMethod);
    metrics.ordersPlaced.inc({ payment_method: method });
    if (typeof data.total === 'number' && data.total >= 0) metrics.orderRevenue.inc({ payment_method: method }, data.total);
  } else if (event.type === PAYMENT_SETTLED) {
    const labels = { method: label(data.method), status: label(data.status) };
    metrics.paymentsSettled.inc(labels);
    if (typeof data.amount === 'number' && data.amount >= 0) metrics.paymentsSettledAmount.inc(labels, data.amount);
  }
}

function label(value: unknown): string {
  return typeof value === 'string' && /^[a-z_]{1,40}$/.test(value) ? value : 'other';
}
