// `npm run seed -- --orders N` on a fresh DATA_DIR: the shop started on it sees every order through
// its own API: the admin's list, filters and search, a seeded shopper's history, the dashboard.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopDay } from '@shop/domain';
import { startTestShop } from '../../gateway/src/testing/test-shop';
import { seedShopOrders } from '../seed';
import { SEEDED_CUSTOMER_PASSWORD } from './seed-customers';

const ORDERS = 240;

interface ListedOrder {
  orderNumber: string;
  status: string;
  total: number;
  createdAt: string;
  user: { email: string; lastName: string };
  shippingAddress: { phone: string };
  paymentInfo: { status: string; paidAt?: string };
}

describe('npm run seed -- --orders', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-seed-orders-'));
  let shop: Awaited<ReturnType<typeof startTestShop>>;
  let admin = '';
  const all: ListedOrder[] = [];
  let seeded: Awaited<ReturnType<typeof seedShopOrders>>;

  beforeAll(async () => {
    seeded = await seedShopOrders({ orders: ORDERS, dataDir, seed: 3 });
    shop = await startTestShop({ env: { DATA_DIR: dataDir } });
    admin = (await shop.login('admin@devshop.rw', 'demo-admin')).accessToken;
    for (let page = 1; all.length < ORDERS && page < 20; page += 1) {
      const res = await shop.api(`/api/v1/orders?limit=50&page=${page}`, { token: admin });
      all.push(...(res.body.data.orders as ListedOrder[]));
    }
  }, 120_000);

  afterAll(async () => {
    await shop?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('lists every order, newest first, for the admin', async () => {
    expect(seeded.orders).toBe(ORDERS);
    expect(all).toHaveLength(ORDERS);
    expect(new Set(all.map((order) => order.orderNumber)).size).toBe(ORDERS);
    const dates = all.map((order) => order.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    // Spread over two years, with some cancelled and most delivered.
    expect(Date.now() - Date.parse(dates.at(-1)!)).toBeGreaterThan(400 * 86_400_000);
    expect(all.filter((order) => order.status === 'cancelled').length).toBeGreaterThan(5);
    expect(all.filter((order) => order.status === 'delivered').length).toBeGreaterThan(ORDERS / 2);
    for (const order of all.filter((o) => o.paymentInfo.paidAt)) expect(order.paymentInfo.paidAt! > order.createdAt).toBe(true);
  });

  it('filters by status and payment status, and finds an order by number, name, e-mail and phone', async () => {
    const cancelled = await shop.api('/api/v1/orders?status=cancelled&limit=1', { token: admin });
    expect(cancelled.body.data.pagination.total).toBe(all.filter((order) => order.status === 'cancelled').length);
    const paid = await shop.api('/api/v1/orders?paymentStatus=paid&status=delivered&limit=1', { token: admin });
    expect(paid.body.data.pagination.total).toBe(all.filter((order) => order.paymentInfo.status === 'paid' && order.status === 'delivered').length);
    const one = all[17]!;
    const byNumber = await shop.api(`/api/v1/orders?search=${one.orderNumber}`, { token: admin });
    expect(byNumber.body.data.orders.map((order: ListedOrder) => order.orderNumber)).toEqual([one.orderNumber]);
    for (const words of [one.user.email, `${one.user.lastName} ${one.user.email}`, one.shippingAddress.phone, `+250 ${one.shippingAddress.phone.slice(1)}`]) {
      const found = await shop.api(`/api/v1/orders?limit=50&search=${encodeURIComponent(words)}`, { token: admin });
      expect(found.body.data.orders.map((order: ListedOrder) => order.orderNumber), words).toContain(one.orderNumber);
    }
  });

  it("shows a seeded shopper their own history", async () => {
    const email = all[5]!.user.email;
    const shopper = await shop.login(email, SEEDED_CUSTOMER_PASSWORD);
    const mine = await shop.api('/api/v1/orders/my-orders?limit=50', { token: shopper.accessToken });
    expect(mine.status).toBe(200);
    const expected = all.filter((order) => order.user.email === email).map((order) => order.orderNumber);
    expect(mine.body.data.orders.map((order: ListedOrder) => order.orderNumber)).toEqual(expected);
  });

  it('gives the dashboard the figures of the orders', async () => {
    const res = await shop.api('/api/v1/admin/stats', { token: admin });
    expect(res.status).toBe(200);
    const { stats, series } = res.body.data as { stats: { totalOrders: number; totalRevenue: number; totalUsers: number }; series: Array<{ date: string; orders: number; revenue: number }> };
    const paid = all.filter((order) => order.paymentInfo.status === 'paid');
    expect(stats.totalOrders).toBe(ORDERS);
    expect(stats.totalRevenue).toBe(paid.reduce((sum, order) => sum + order.total, 0));
    expect(stats.totalUsers).toBeGreaterThanOrEqual(seeded.customers);
    const days = new Set(series.map((day) => day.date));
    expect(series.reduce((sum, day) => sum + day.orders, 0)).toBe(all.filter((order) => days.has(shopDay(order.createdAt))).length);
    expect(series.reduce((sum, day) => sum + day.revenue, 0)).toBe(
      paid.filter((order) => days.has(shopDay(order.paymentInfo.paidAt!))).reduce((sum, order) => sum + order.total, 0),
    );
  });
});
