import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNewsletterGateway, type NewsletterGateway } from './testing/newsletter-test-app';

const ADMIN = { email: 'admin@devshop.rw', password: 'demo-admin' };
const SHOPPER = { email: 'shopper@devshop.rw', password: 'demo-shopper' };

describe('admin subscriber list', () => {
  let gw: NewsletterGateway;
  beforeAll(async () => {
    gw = await startNewsletterGateway({ subscribeAttemptsPerClient: 100 });
  });
  afterAll(() => gw.close());

  it('lists subscribers 20 per page for admins, with the totals in data', async () => {
    for (let i = 1; i <= 22; i += 1) await gw.notifications.subscribe(`reader${i}@example.rw`);
    const token = await gw.login(ADMIN);
    const first = await gw.request('GET', '/newsletter/subscribers?page=1&limit=20', { token });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ totalSubscribers: 22, activeSubscribers: 22, currentPage: 1, totalPages: 2, thisWeek: 22 });
    expect(first.body.data.subscribers).toHaveLength(20);
    expect(first.body.data.subscribers[0]).toEqual({ _id: expect.stringMatching(/^[0-9a-f]{24}$/), email: expect.any(String), subscribedAt: expect.any(String), isActive: true });
    const second = await gw.request('GET', '/newsletter/subscribers?page=2', { token });
    expect(second.body.data.subscribers).toHaveLength(2);
    expect((await gw.request('GET', '/newsletter/subscribers?page=0', { token })).status).toBe(400);
    expect((await gw.request('GET', '/newsletter/subscribers?limit=many', { token })).status).toBe(400);
  });

  it('is for admins only', async () => {
    expect((await gw.request('GET', '/newsletter/subscribers')).status).toBe(401);
    const shopper = await gw.login(SHOPPER);
    expect(await gw.request('GET', '/newsletter/subscribers', { token: shopper })).toMatchObject({
      status: 403,
      body: { success: false, message: 'You need admin privileges to access this page' },
    });
  });
});
