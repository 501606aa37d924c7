// Observability of the distributed topology (five services and the gateway, each its own process,
// gRPC between them, RabbitMQ of the test's own): after one order placed through the gateway,
// 1. /metrics on each process's metrics port shows its own counters moved: HTTP on the gateway,
//    gRPC served on orders and catalog, order.placed published (orders) and consumed
//    (notifications), the order counted once as business;
// 2. the order's trace, exported over OTLP/HTTP by every process to a collector the test runs,
//    is one trace across the processes, joined through `traceparent` in the gRPC metadata, the
//    outbox entry and the AMQP headers, with the request id on every span.
// The in-process versions are gateway/src/observability.test.ts and gateway/src/tracing.test.ts.
import { SpanKind } from '@opentelemetry/api';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { REQUEST_ID_ATTRIBUTE } from '@shop/platform';
import { apiClient, type ApiClient } from '../gateway/src/testing/api-client';
import { checkoutBody } from '../gateway/src/testing/checkout-body';
import { productBody } from '../gateway/src/testing/product-body';
import { DEMO } from '../gateway/src/testing/test-shop';
import { startDistributedShop, type DistributedShop } from './testing/distributed-shop';
import { startOtlpCollector, type CollectedSpan, type OtlpCollector } from './testing/otlp-collector';
import { PrivateBroker } from './testing/private-broker';
import { metricValue } from './testing/prometheus-text';

const PROCESSES = ['gateway', 'catalog', 'orders', 'payments', 'identity', 'notifications'];
const REQUEST_ID = 'distributed-order-trace-1';
const PRICE = 30_000;

let collector: OtlpCollector;
let broker: PrivateBroker;
let shop: DistributedShop;
/** Each process's /metrics before the order. */
const before: Record<string, string> = {};
let placed: Awaited<ReturnType<ApiClient['api']>>;

async function scrape(processName: string): Promise<string> {
  const res = await fetch(shop.metricsUrl(processName));
  expect(res.status, processName).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
  return res.text();
}

beforeAll(async () => {
  collector = await startOtlpCollector();
  broker = await PrivateBroker.start();
  shop = await startDistributedShop(() => ({
    AMQP_URL: broker.url,
    OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
    // The BatchSpanProcessor's delay (5 s by default): spans reach the collector soon after they end.
    OTEL_BSP_SCHEDULE_DELAY: '200',
    DEMO_CATALOGUE: 'off',
    AUTH_DEMO_ACCOUNTS: 'on',
  }));

  const { api, login } = apiClient(shop.baseUrl);
  const admin = (await login(DEMO.admin.email, DEMO.admin.password)).accessToken;
  const product = await api('/api/v1/admin/products', { method: 'POST', token: admin, json: productBody('Observed Keyboard', { price: PRICE, quantity: 5 }) });
  if (product.status !== 201) throw new Error(`creating the product: ${product.status} ${JSON.stringify(product.body)}`);
  const shopper = (await login(DEMO.shopper.email, DEMO.shopper.password)).accessToken;

  for (const name of PROCESSES) before[name] = await scrape(name);
  placed = await api('/api/v1/orders', {
    method: 'POST',
    token: shopper,
    json: checkoutBody([{ product: product.body.data._id, quantity: 1, price: PRICE }]),
    headers: { 'x-request-id': REQUEST_ID },
  });
}, 180_000);

afterAll(async () => {
  // The processes export what they still hold as they stop: the collector goes last.
  await shop?.stop();
  await broker?.remove();
  await collector?.close();
});

describe('/metrics of each process after one order', () => {
  it('shows the request, the gRPC calls, the event published and consumed and the order counted, each on its own process', async () => {
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const orders = { method: 'POST', route: '/api/v1/orders', status: '201', service: 'gateway' };
    const placeOrder = { grpc_service: 'shop.orders.v1.Orders', grpc_method: 'PlaceOrder', code: '0' };
    const reserveStock = { grpc_service: 'shop.catalog.v1.Catalog', grpc_method: 'ReserveStock', code: '0' };
    const consumed = { consumer: 'notifications.order-placed', type: 'order.placed', outcome: 'ok' };
    await vi.waitFor(async () => {
      const after: Record<string, string> = {};
      for (const name of PROCESSES) after[name] = await scrape(name);
      const delta = (processName: string, metric: string, labels: Record<string, string> = {}) =>
        metricValue(after[processName]!, metric, labels) - metricValue(before[processName]!, metric, labels);

      expect(delta('gateway', 'shop_http_requests_total', orders)).toBe(1);
      expect(delta('gateway', 'shop_http_request_duration_seconds_count', orders)).toBe(1);
      expect(delta('gateway', 'shop_grpc_client_requests_total', { ...placeOrder, service: 'gateway' })).toBe(1);
      expect(delta('orders', 'shop_grpc_server_requests_total', { ...placeOrder, service: 'orders' })).toBe(1);
      expect(delta('orders', 'shop_grpc_client_requests_total', { ...reserveStock, service: 'orders' })).toBe(1);
      expect(delta('catalog', 'shop_grpc_server_requests_total', { ...reserveStock, service: 'catalog' })).toBe(1);
      expect(delta('orders', 'shop_events_published_total', { type: 'order.placed', outcome: 'ok', service: 'orders' })).toBe(1);
      expect(delta('notifications', 'shop_events_consumed_total', { ...consumed, service: 'notifications' })).toBe(1);
      expect(delta('notifications', 'shop_event_consumer_lag_seconds_count', { consumer: 'notifications.order-placed', type: 'order.placed' })).toBe(1);
      expect(delta('orders', 'shop_orders_placed_total', { payment_method: 'manual_momo', service: 'orders' })).toBe(1);
      expect(delta('orders', 'shop_order_revenue_rwf_total', { payment_method: 'manual_momo' })).toBe(placed.body.data.total);
      // Counted once in the shop: where the event is published, nowhere else.
      for (const name of PROCESSES.filter((other) => other !== 'orders')) expect(delta(name, 'shop_orders_placed_total'), name).toBe(0);
    }, { timeout: 20_000, interval: 200 });
  });
});

describe('the trace of one order across the processes', () => {
  /** `service: name (KIND)`, readable in a failure's diff. */
  const label = (span: CollectedSpan) => `${span.service}: ${span.name} (${SpanKind[span.kind]})`;
  const EXPECTED = [
    'gateway: POST /api/v1/orders (SERVER)',
    'gateway: shop.orders.v1.Orders/PlaceOrder (CLIENT)',
    'orders: shop.orders.v1.Orders/PlaceOrder (SERVER)',
    'orders: orders.placeOrder (INTERNAL)',
    'orders: shop.catalog.v1.Catalog/ReserveStock (CLIENT)',
    'catalog: shop.catalog.v1.Catalog/ReserveStock (SERVER)',
    'catalog: catalog.reserveStock (INTERNAL)',
    'orders: publish order.placed (PRODUCER)',
    'notifications: consume order.placed (CONSUMER)',
  ];

  it('is one trace from the gateway through orders and catalog to the consumer in notifications, the request id on every span', async () => {
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const isRequest = (span: CollectedSpan) => span.service === 'gateway' && span.name === 'POST /api/v1/orders' && span.attributes[REQUEST_ID_ATTRIBUTE] === REQUEST_ID;
    // Each process exports on its own schedule: wait until every expected span has come in.
    const inTrace = await vi.waitFor(() => {
      const http = collector.spans.find(isRequest);
      expect(http, `the gateway's span of the order; received: ${collector.spans.map(label).join(', ')}`).toBeDefined();
      const spans = collector.spans.filter((span) => span.traceId === http!.traceId);
      const labels = spans.map(label);
      expect(EXPECTED.filter((expected) => !labels.includes(expected)), `missing from the trace, which has: ${labels.join(', ')}`).toEqual([]);
      return spans;
    }, { timeout: 30_000, interval: 200 });

    const http = inTrace.find(isRequest)!;
    expect(http).toMatchObject({ kind: SpanKind.SERVER, attributes: { 'http.route': '/api/v1/orders', 'http.response.status_code': 201 } });
    // The test sent no traceparent: the gateway starts the trace.
    expect(http.parentSpanId).toBeUndefined();
    expect([...new Set(inTrace.map((span) => span.service))]).toEqual(expect.arrayContaining(['gateway', 'orders', 'catalog', 'notifications']));
    // One request, one trace: nothing it did started a trace of its own.
    expect(collector.spans.filter((span) => span.attributes[REQUEST_ID_ATTRIBUTE] === REQUEST_ID && span.traceId !== http.traceId).map(label)).toEqual([]);
    for (const span of inTrace) expect(span.attributes[REQUEST_ID_ATTRIBUTE], label(span)).toBe(REQUEST_ID);

    const consume = inTrace.find((span) => span.name === 'consume order.placed' && span.service === 'notifications')!;
    expect(consume.attributes).toMatchObject({ 'messaging.consumer.group.name': 'notifications.order-placed', 'messaging.destination.name': 'order.placed' });
    expect(inTrace.find((span) => span.name === 'publish order.placed')!.attributes['messaging.message.id']).toBe(consume.attributes['messaging.message.id']);

    // Parent links, each hop across a process boundary included: the consumer continues the
    // publish (AMQP headers), which continues the placement (the outbox entry), which continues
    // the orders server span, which continues the gateway's client call (gRPC metadata), which
    // is the HTTP request's; the catalog's work continues orders' call to it the same way.
    const byId = new Map(inTrace.map((span) => [span.spanId, span]));
    const ancestry = (span: CollectedSpan): string[] => {
      const chain = [label(span)];
      for (let parent = byId.get(span.parentSpanId ?? ''); parent; parent = byId.get(parent.parentSpanId ?? '')) chain.push(label(parent));
      return chain;
    };
    const fromOrdersToGateway = [
      'orders: orders.placeOrder (INTERNAL)',
      'orders: shop.orders.v1.Orders/PlaceOrder (SERVER)',
      'gateway: shop.orders.v1.Orders/PlaceOrder (CLIENT)',
      'gateway: POST /api/v1/orders (SERVER)',
    ];
    expect(ancestry(consume)).toEqual(['notifications: consume order.placed (CONSUMER)', 'orders: publish order.placed (PRODUCER)', ...fromOrdersToGateway]);
    expect(ancestry(inTrace.find((span) => span.name === 'catalog.reserveStock')!)).toEqual([
      'catalog: catalog.reserveStock (INTERNAL)',
      'catalog: shop.catalog.v1.Catalog/ReserveStock (SERVER)',
      'orders: shop.catalog.v1.Catalog/ReserveStock (CLIENT)',
      ...fromOrdersToGateway,
    ]);
  });
});
