import { shopDay } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutBody } from '../../testing/checkout-body';
import { productBody } from '../../testing/product-body';
import { DEMO } from '../../testing/test-shop';
import { startShopUnderTest, type ShopUnderTest } from '../../testing/shop-under-test';

const PRICE = 89_000; // free delivery: each one-unit order totals 89,000 RWF

const dashboardKeyboard = (name: string, stock: { quantity: number; lowStockThreshold: number }) => productBody(name, { price: PRICE, ...stock });
const orderBody = (productId: string, method: string) => checkoutBody([{ product: productId, quantity: 1, price: PRICE }], { method, name: 'Dashboard Keyboard' });

describe('GET /api/v1/admin/stats', () => {
  let shop: ShopUnderTest;
  let admin: string;
  let shopper: string;
  beforeAll(async () => {
    shop = await startShopUnderTest();
    admin = (await shop.login(DEMO.admin.email, DEMO.admin.password)).accessToken;
    shopper = (await shop.login(DEMO.shopper.email, DEMO.shopper.password)).accessToken;
  });
  afterAll(() => shop.close());

  const created = async (body: unknown) => {
    const res = await shop.api('/api/v1/admin/products', { method: 'POST', token: admin, json: body });
    expect(res.status).toBe(201);
    return res.body.data as { _id: string };
  };
  const place = async (productId: string, method: string) => {
    const res = await shop.api('/api/v1/orders', { method: 'POST', token: shopper, json: orderBody(productId, method) });
    expect(res.status).toBe(201);
    return res.body.data as { _id: string };
  };
  const paymentOf = async (orderId: string) =>
    (await shop.api(`/api/v1/orders/${orderId}`, { token: shopper })).body.data.paymentInfo.status as string;

  it('answers admins only', async () => {
    expect((await shop.api('/api/v1/admin/stats')).status).toBe(401);
    expect((await shop.api('/api/v1/admin/stats', { token: shopper })).status).toBe(403);
  });

  it('gathers every service’s figures: paid revenue, 30 Kigali days, and low stock', async () => {
    const empty = await shop.api('/api/v1/admin/stats', { token: admin });
    expect(empty.status).toBe(200);
    const noRevenue = { momo: 0, manual_momo: 0, stripe: 0 };
    expect(empty.body.data.stats).toEqual({ totalProducts: 0, totalUsers: 2, totalOrders: 0, totalRevenue: 0, totalSubscribers: 0, revenueByMethod: noRevenue });
    expect(empty.body.data.series).toHaveLength(30);
    expect(empty.body.data.lowStock).toEqual([]);

    const plenty = await created(dashboardKeyboard('Plenty Keyboard', { quantity: 40, lowStockThreshold: 5 }));
    const scarce = await created(dashboardKeyboard('Scarce Keyboard', { quantity: 3, lowStockThreshold: 2 }));
    const byCard = await place(plenty._id, 'stripe');
    const byUssd = await place(plenty._id, 'manual_momo');
    await place(scarce._id, 'manual_momo'); // placed, never paid: holds one of the three

    const card = { name: 'Demo Shopper', number: '4242424242424242', expiry: '12/39', cvv: '123' };
    expect((await shop.api('/api/v1/payments/card', { method: 'POST', token: shopper, json: { orderId: byCard._id, card } })).status).toBe(200);
    const approved = await shop.api(`/api/v1/orders/${byUssd._id}/payment-status`, { method: 'PATCH', token: admin, json: { status: 'paid' } });
    expect(approved.status).toBe(200);
    for (let i = 0; i < 100 && (await paymentOf(byCard._id)) !== 'paid'; i += 1) await new Promise((resolve) => setTimeout(resolve, 50));

    for (const email of ['reader@example.rw', 'second.reader@example.rw']) {
      expect((await shop.api('/api/v1/newsletter/subscribe', { method: 'POST', json: { email } })).status).toBe(200);
    }

    const res = await shop.api('/api/v1/admin/stats', { token: admin });
    expect(res.status).toBe(200);
    const { stats, series, lowStock } = res.body.data;
    const byMethod = { momo: 0, manual_momo: PRICE, stripe: PRICE };
    expect(stats).toEqual({ totalProducts: 2, totalUsers: 2, totalOrders: 3, totalRevenue: 2 * PRICE, totalSubscribers: 2, revenueByMethod: byMethod });
    expect(series).toHaveLength(30);
    // The demo accounts were made when the shop started, today.
    expect(series[29]).toEqual({ date: shopDay(new Date()), orders: 3, revenue: 2 * PRICE, revenueByMethod: byMethod, newUsers: 2, newSubscribers: 2 });
    const quiet = (day: { orders: number; revenue: number; newUsers: number; newSubscribers: number }) => day.orders + day.revenue + day.newUsers + day.newSubscribers === 0;
    expect(series.slice(0, 29).every(quiet)).toBe(true);
    expect(lowStock).toEqual([
      { _id: scarce._id, name: 'Scarce Keyboard', category: 'keyboards', image: '/images/products/mechanical-keyboard.svg', quantity: 2, lowStockThreshold: 2 },
    ]);
  });
});
