// One order through the whole shop in one process, then the metrics scraped from /metrics on
// the metrics port: the HTTP, event and business counters moved.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLogger, startMetricsServer, type RunningMetricsServer } from '@shop/platform';
import { metricValue } from '../../scripts/testing/prometheus-text';
import { DEMO, startTestShop, type TestShop } from './testing/test-shop';
import { checkoutPayload } from './routes/orders/testing/orders-test-app';

let shop: TestShop;
let metrics: RunningMetricsServer;
beforeAll(async () => {
  shop = await startTestShop();
  metrics = await startMetricsServer({ port: 0, host: '127.0.0.1', logger: createLogger({ service: 'test', level: 'silent' }) });
});
afterAll(async () => {
  await metrics?.close();
  await shop?.close();
});

async function scrape(): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${metrics.port}/metrics`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
  return res.text();
}

describe('/metrics after an order', () => {
  it('shows the request, the events and the business figures moved', async () => {
    const product = await shop.composition.catalog.createProduct({
      product: {
        name: 'Keychron K2', brand: 'Keychron', description: 'Mechanical keyboard.', price: 30_000, category: 'keyboards',
        images: { primary: '/images/products/k2.svg', gallery: [] }, stock: { quantity: 5 }, isFeatured: false, status: 'active',
      },
      creator: 'aaaaaaaaaaaaaaaaaaaaaaaa',
    });
    const before = await scrape();
    const { accessToken } = await shop.login(DEMO.shopper.email, DEMO.shopper.password);
    const placed = await shop.api('/api/v1/orders', { method: 'POST', token: accessToken, json: checkoutPayload([{ product, quantity: 1 }]) });
    expect(placed.status).toBe(201);
    const missing = await shop.api(`/api/v1/orders/${'b'.repeat(24)}`, { token: accessToken });
    expect(missing.status).toBe(404);

    const orders = { method: 'POST', route: '/api/v1/orders', status: '201' };
    await vi.waitFor(async () => {
      const after = await scrape();
      expect(metricValue(after, 'shop_http_requests_total', orders) - metricValue(before, 'shop_http_requests_total', orders)).toBe(1);
      expect(metricValue(after, 'shop_http_request_duration_seconds_count', orders)).toBeGreaterThanOrEqual(1);
      // The template, never the id.
      expect(metricValue(after, 'shop_http_requests_total', { route: '/api/v1/orders/:id', status: '404' })).toBe(1);
      expect(after).not.toContain('b'.repeat(24));
      expect(metricValue(after, 'shop_orders_placed_total', { payment_method: 'manual_momo' }) - metricValue(before, 'shop_orders_placed_total')).toBe(1);
      expect(metricValue(after, 'shop_order_revenue_rwf_total') - metricValue(before, 'shop_order_revenue_rwf_total')).toBe(31_000);
      expect(metricValue(after, 'shop_events_published_total', { type: 'order.placed', outcome: 'ok' })).toBe(1);
      expect(metricValue(after, 'shop_events_consumed_total', { consumer: 'notifications.order-placed', type: 'order.placed', outcome: 'ok' })).toBe(1);
      expect(metricValue(after, 'shop_event_consumer_lag_seconds_count', { type: 'order.placed' })).toBeGreaterThanOrEqual(1);
      expect(after).toMatch(/^shop_outbox_backlog \d+$/m);
      expect(after).toContain('process_cpu_user_seconds_total');
    }, { timeout: 5_000, interval: 50 });
  });

  it('never serves the metrics on the public port', async () => {
    const res = await shop.api('/metrics');
    expect(String(res.body)).not.toContain('shop_http_requests_total');
  });

  it('answers 404 for anything but GET /metrics', async () => {
    expect((await fetch(`http://127.0.0.1:${metrics.port}/`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${metrics.port}/metrics`, { method: 'POST' })).status).toBe(404);
  });
});
