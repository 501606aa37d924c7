import type { Message } from 'amqplib';
import { describe, expect, it } from 'vitest';
import { createEvent } from '../outbox/create-event';
import { decodeDelivery, encodeEvent } from './rabbitmq-message';

describe('the AMQP message of an event', () => {
  it('carries the request id and the W3C trace context in its headers, and nothing else of the caller', () => {
    const event = createEvent('order.placed', { orderId: 'x' }, { now: new Date('2026-11-24T10:00:00Z') });
    const traceparent = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';
    const { content, options } = encodeEvent(event, { requestId: 'r-1', traceparent, tracestate: 'shop=1' });
    expect(options.headers).toEqual({ 'x-request-id': 'r-1', traceparent, tracestate: 'shop=1' });
    const decoded = decodeDelivery({ content, properties: { headers: options.headers }, fields: {} } as unknown as Message);
    expect(decoded).toMatchObject({ ok: true, headers: { requestId: 'r-1', traceparent, tracestate: 'shop=1' } });
  });
});
