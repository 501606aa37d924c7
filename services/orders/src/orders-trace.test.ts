// One order's trace over real gRPC: the caller (the gateway's place), orders and its catalog each
// behind their own gRPC server, and the consumer of order.placed; the trace context travels in
// the gRPC metadata, the outbox entry and the event headers.
import { SpanKind, context, trace } from '@opentelemetry/api';
import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace-node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { REQUEST_ID_ATTRIBUTE, setupTracing, shopTracer, type Tracing } from '@shop/platform';
import { orderFor, startTestOrders, type TestOrders } from './testing/orders-test-kit';

const exporter = new InMemorySpanExporter();
let tracing: Tracing | undefined;
let t: TestOrders;
beforeAll(async () => {
  tracing = await setupTracing({ serviceName: 'orders-trace-test', exporter });
  t = await startTestOrders({ ordersOverGrpc: true, catalogOverGrpc: true });
});
afterAll(async () => {
  await t?.close();
  await tracing?.shutdown();
});

describe('the trace of one order over gRPC', () => {
  it('joins the caller, orders, catalog and the consumer of order.placed in one trace', async () => {
    const product = await t.createProduct({ price: 30_000 });
    exporter.reset();
    const root = shopTracer().startSpan('POST /api/v1/orders', { kind: SpanKind.SERVER });
    await context.with(trace.setSpan(context.active(), root), () => t.api.placeOrder(orderFor(1, [{ product, quantity: 1 }])));
    root.end();
    const traceId = root.spanContext().traceId;
    const consumed = (span: ReadableSpan) => span.name === 'consume order.placed' && span.spanContext().traceId === traceId;
    await vi.waitFor(() => expect(exporter.getFinishedSpans().some(consumed)).toBe(true), { timeout: 5_000, interval: 20 });

    const spans = exporter.getFinishedSpans().filter((span) => span.spanContext().traceId === traceId);
    const named = (name: string, kind?: SpanKind) => spans.find((span) => span.name === name && (kind === undefined || span.kind === kind));
    const placeClient = named('shop.orders.v1.Orders/PlaceOrder', SpanKind.CLIENT)!;
    const placeServer = named('shop.orders.v1.Orders/PlaceOrder', SpanKind.SERVER)!;
    const reserveServer = named('shop.catalog.v1.Catalog/ReserveStock', SpanKind.SERVER)!;
    expect(placeClient.parentSpanContext?.spanId).toBe(root.spanContext().spanId);
    expect(placeServer.parentSpanContext?.spanId).toBe(placeClient.spanContext().spanId);
    expect(reserveServer).toBeDefined();
    expect(named('catalog.reserveStock')).toBeDefined();
    expect(named('publish order.placed', SpanKind.PRODUCER)).toBeDefined();
    // Every span of the call chain carries the request id the orders server was called with.
    const requestId = placeServer.attributes[REQUEST_ID_ATTRIBUTE];
    expect(requestId).toEqual(expect.any(String));
    for (const span of spans.filter((s) => s.spanContext().spanId !== root.spanContext().spanId)) expect(span.attributes[REQUEST_ID_ATTRIBUTE], span.name).toBe(requestId);
  });
});
