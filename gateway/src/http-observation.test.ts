import express, { Router } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNMATCHED_ROUTE, httpObservation, shopMetrics } from '@shop/platform';
import { listen } from './testing/listen';

let server: Awaited<ReturnType<typeof listen>>;
beforeAll(async () => {
  const app = express();
  app.use(httpObservation());
  const router = Router();
  router.get('/widgets/:id', (req, res) => void res.json({ id: req.params.id }));
  router.get('/broken/:id', () => {
    throw new Error('boom');
  });
  router.post('/widgets', async (_req, res, next) => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    next(Object.assign(new Error('conflict'), { status: 409 }));
    void res;
  });
  app.use('/api/v1', router);
  app.use((error: Error & { status?: number }, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    void _next;
    res.status(error.status ?? 500).json({ success: false });
  });
  server = await listen(app);
});
afterAll(() => server.close());

async function count(labels: Record<string, string>): Promise<number> {
  const metric = await shopMetrics().registry.getSingleMetric('shop_http_requests_total')!.get();
  return metric.values.filter((value) => Object.entries(labels).every(([key, v]) => value.labels[key] === v)).reduce((sum, value) => sum + value.value, 0);
}

describe('httpObservation', () => {
  it('labels requests with the route template, never the ids in the URL', async () => {
    await fetch(`${server.url}/api/v1/widgets/aaaaaaaaaaaaaaaaaaaaaaaa`);
    await fetch(`${server.url}/api/v1/widgets/bbbbbbbbbbbbbbbbbbbbbbbb`);
    expect(await count({ method: 'GET', route: '/api/v1/widgets/:id', status: '200' })).toBe(2);
    const text = await shopMetrics().exposition();
    expect(text).not.toMatch(/aaaaaaaa|bbbbbbbb/);
  });

  it('counts errors by status code under their route, even when the router passed the error on', async () => {
    await fetch(`${server.url}/api/v1/broken/1`);
    await fetch(`${server.url}/api/v1/widgets`, { method: 'POST' });
    expect(await count({ method: 'GET', route: '/api/v1/broken/:id', status: '500' })).toBe(1);
    expect(await count({ method: 'POST', route: '/api/v1/widgets', status: '409' })).toBe(1);
  });

  it('puts requests no route took under one label', async () => {
    await fetch(`${server.url}/no/such/page/123`);
    expect(await count({ method: 'GET', route: UNMATCHED_ROUTE, status: '404' })).toBe(1);
  });

  it('times each request in the latency histogram', async () => {
    const metric = await shopMetrics().registry.getSingleMetric('shop_http_request_duration_seconds')!.get();
    const counted = metric.values.find((value) => (value as { metricName?: string }).metricName === 'shop_http_request_duration_seconds_count' && value.labels.route === '/api/v1/widgets/:id');
    expect(counted?.value).toBe(2);
  });
});
