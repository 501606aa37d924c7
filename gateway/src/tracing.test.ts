// One order's trace, in one process: the gateway's HTTP span, the orders and catalog spans
// (services called directly, each API call a span) and the consumer of order.placed, joined
// through the trace context the outbox entry and the event headers carry.
import { SpanKind } from '@opentelemetry/api';
import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace-node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLogger, REQUEST_ID_ATTRIBUTE, setupTracing, type Tracing } from '@shop/platform';
import { Writable } from 'node:stream';
import { DEMO, startTestShop, type TestShop } from './testing/test-shop';
import { checkoutPayload } from './routes/orders/testing/orders-test-app';

const exporter = new InMemorySpanExporter();
const lines: Array<Record<string, unknown>> = [];
let tracing: Tracing | undefined;
let shop: TestShop;
beforeAll(async () => {
  tracing = await setupTracing({ serviceName: 'shop-test', exporter });
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  shop = await startTestShop({ logger: createLogger({ service: 'shop-test', level: 'info', destination }) });
});
afterAll(async () => {
  await shop?.close();
  await tracing?.shutdown();
});

describe('the trace of one order', () => {
  it('spans the gateway, orders, catalog and the event consumer, with the request id on each span', async () => {
    const product = await shop.composition.catalog.createProduct({
      product: {
        name: 'Logitech MX Keys', brand: 'Logitech', description: 'Wireless keyboard.', price: 45_000, category: 'keyboards',
        images: { primary: '/images/products/keys.svg', gallery: [] }, stock: { quantity: 5 }, isFeatured: false, status: 'active',
      },
      creator: 'aaaaaaaaaaaaaaaaaaaaaaaa',
    });
    const { accessToken } = await shop.login(DEMO.shopper.email, DEMO.shopper.password);
    exporter.reset();
    const placed = await shop.api('/api/v1/orders', {
      method: 'POST', token: accessToken, json: checkoutPayload([{ product, quantity: 1 }]), headers: { 'x-request-id': 'order-trace-1' },
    });
    expect(placed.status).toBe(201);

    const consumed = (span: ReadableSpan) => span.name === 'consume order.placed' && span.attributes['messaging.consumer.group.name'] === 'notifications.order-placed';
    await vi.waitFor(() => expect(exporter.getFinishedSpans().some(consumed)).toBe(true), { timeout: 5_000, interval: 20 });

    const spans = exporter.getFinishedSpans();
    const http = spans.find((span) => span.name === 'POST /api/v1/orders');
    expect(http).toMatchObject({ kind: SpanKind.SERVER, attributes: { 'http.route': '/api/v1/orders', 'http.response.status_code': 201 } });
    const traceId = http!.spanContext().traceId;
    const inTrace = spans.filter((span) => span.spanContext().traceId === traceId);
    const names = inTrace.map((span) => span.name);
    expect(names).toEqual(expect.arrayContaining(['POST /api/v1/orders', 'orders.placeOrder', 'catalog.reserveStock', 'publish order.placed', 'consume order.placed']));
    expect(inTrace.find(consumed)).toBeDefined();
    // Parent links: the consumer continues the publish, which continues the request's work.
    const byId = new Map(inTrace.map((span) => [span.spanContext().spanId, span]));
    const parentOf = (span: ReadableSpan) => byId.get(span.parentSpanContext?.spanId ?? '');
    expect(parentOf(inTrace.find(consumed)!)?.name).toBe('publish order.placed');
    expect(parentOf(inTrace.find((span) => span.name === 'orders.placeOrder')!)?.name).toBe('POST /api/v1/orders');
    for (const span of inTrace) expect(span.attributes[REQUEST_ID_ATTRIBUTE], span.name).toBe('order-trace-1');

    // Log lines written in the request's work carry its trace (here the access log line).
    expect(lines).toContainEqual(expect.objectContaining({ msg: 'request', requestId: 'order-trace-1', trace_id: traceId, span_id: expect.any(String) }));
  });
});
