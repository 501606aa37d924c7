import type { Message, Options } from 'amqplib';
import { REQUEST_ID_HEADER } from '../../logging/request-context';
import type { DeadLetter, DomainEvent, EventHeaders } from '../event-bus.port';
import { PRODUCER_HEADER, SIGNATURE_HEADER, type EventSigner } from '../origin/event-origin';

export const RETRY_COUNT_HEADER = 'x-retry-count';
export const ATTEMPTS_HEADER = 'x-attempts';
export const LAST_ERROR_HEADER = 'x-last-error';

export function encodeEvent(event: DomainEvent, headers: EventHeaders, signer?: EventSigner): { content: Buffer; options: Options.Publish } {
  const content = Buffer.from(JSON.stringify(event));
  const amqpHeaders: Record<string, unknown> = {};
  const signed = signer?.sign(event.type, content);
  if (signed) {
    amqpHeaders[PRODUCER_HEADER] = signed.producer;
    amqpHeaders[SIGNATURE_HEADER] = signed.signature;
  }
  if (headers.requestId !== undefined) amqpHeaders[REQUEST_ID_HEADER] = headers.requestId;
  if (headers.traceparent !== undefined) amqpHeaders.traceparent = headers.traceparent;
  if (headers.tracestate !== undefined) amqpHeaders.tracestate = headers.tracestate;
  const occurredMs = Date.parse(event.occurredAt);
  return {
    content,
    options: {
      persistent: true,
      contentType: 'application/json',
      messageId: event.id,
      type: event.type,
      // AMQP timestamps are whole seconds.
      timestamp: Number.isNaN(occurredMs) ? undefined : Math.floor(occurredMs / 1000),
      headers: amqpHeaders,
    },
  };
}

export type Decoded =
  | { ok: true; event: DomainEvent; headers: EventHeaders; retries: number }
  | { ok: false; error: string; headers: EventHeaders; retries: number };

export function decodeDelivery(message: Message): Decoded {
  const raw = message.properties.headers ?? {};
  const retries = typeof raw[RETRY_COUNT_HEADER] === 'number' ? raw[RETRY_COUNT_HEADER] : 0;
  const requestId = raw[REQUEST_ID_HEADER];
  const headers: EventHeaders = typeof requestId === 'string' ? { requestId } : {};
  if (typeof raw.traceparent === 'string') headers.traceparent = raw.traceparent;
  if (typeof raw.tracestate === 'string') headers.tracestate = raw.tracestate;
  try {
    const event = JSON.parse(message.content.toString('utf8')) as DomainEvent;
    const valid =
      typeof event?.id === 'string' && typeof event.type === 'string' &&
      typeof event.occurredAt === 'string' && typeof event.data === 'object' && event.data !== null;
    if (!valid) return { ok: false, error: 'Message is not an event envelope', headers, retries };
    return { ok: true, event, headers, retries };
  } catch {
    return { ok: false, error: 'Message is not JSON', headers, retries };
  }
}

/** Same message, same properties, for the retry or dead-letter path; broker death history is dropped. */
export function republishOptions(message: Message, extraHeaders: Record<string, unknown>): Options.Publish {
  const { contentType, messageId, type, timestamp } = message.properties;
  const headers: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(message.properties.headers ?? {})) {
    if (!/^x-(death|first-death-|last-death-)/.test(key)) headers[key] = value;
  }
  return { persistent: true, contentType, messageId, type, timestamp, headers: { ...headers, ...extraHeaders } };
}

export function toDeadLetter(consumer: string, message: Message): DeadLetter {
  const decoded = decodeDelivery(message);
  const raw = message.properties.headers ?? {};
  const attempts = typeof raw[ATTEMPTS_HEADER] === 'number' ? raw[ATTEMPTS_HEADER] : decoded.retries + 1;
  const error = typeof raw[LAST_ERROR_HEADER] === 'string' ? raw[LAST_ERROR_HEADER] : '';
  if (decoded.ok) return { consumer, event: decoded.event, headers: decoded.headers, attempts, error };
  const event = {
    id: String(message.properties.messageId ?? ''),
    type: String(message.properties.type ?? ''),
    occurredAt: '',
    data: { unreadable: message.content.toString('utf8', 0, 1000) },
  };
  return { consumer, event, headers: decoded.headers, attempts, error };
}
