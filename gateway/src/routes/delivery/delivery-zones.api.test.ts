import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DELIVERY_ZONES, DELIVERY_ZONE_MESSAGES } from '@shop/domain';
import { checkoutBody } from '../../testing/checkout-body';
import { DEMO, startTestShop, type TestShop } from '../../testing/test-shop';

describe('delivery zones through the gateway', () => {
  let shop: TestShop;
  let admin: string;
  let shopper: string;
  let productId: string;
  beforeAll(async () => {
    shop = await startTestShop();
    admin = (await shop.login(DEMO.admin.email, DEMO.admin.password)).accessToken;
    shopper = (await shop.login(DEMO.shopper.email, DEMO.shopper.password)).accessToken;
    const product = {
      name: 'Zone Test Keyboard',
      brand: 'Keychron',
      category: 'keyboards',
      description: 'A keyboard sent upcountry by the delivery zone test.',
      price: 60000,
      images: { primary: '/images/products/mechanical-keyboard.svg', gallery: [] },
      stock: { quantity: 20, lowStockThreshold: 2 },
      status: 'active',
    };
    const created = await shop.api('/api/v1/admin/products', { method: 'POST', token: admin, json: product });
    expect(created.status).toBe(201);
    productId = created.body.data._id;
  });
  afterAll(() => shop.close());

  const toDistrict = (district: string, figures: { deliveryFee: number; total: number }) => {
    const body = checkoutBody([{ product: productId, quantity: 1, price: 60000 }]);
    return { ...body, ...figures, shippingAddress: { ...body.shippingAddress, district }, paymentInfo: { ...body.paymentInfo, amount: figures.total } };
  };

  it('shows anyone the zones, and only an admin edits them', async () => {
    const open = await shop.api('/api/v1/delivery-zones');
    expect(open.status).toBe(200);
    expect(open.body.data.zones.map((zone: { id: string }) => zone.id)).toEqual(['kigali', 'northern', 'southern', 'eastern', 'western']);
    expect((await shop.api('/api/v1/admin/delivery-zones', { token: shopper })).status).toBe(403);
    expect((await shop.api('/api/v1/admin/delivery-zones', { method: 'PUT', json: { zones: DEFAULT_DELIVERY_ZONES } })).status).toBe(401);
  });

  it('refuses a fractional fee and a district left out with 400 and a clear message', async () => {
    const fractional = DEFAULT_DELIVERY_ZONES.map((zone, index) => (index === 1 ? { ...zone, fee: 2500.5 } : zone));
    const first = await shop.api('/api/v1/admin/delivery-zones', { method: 'PUT', token: admin, json: { zones: fractional } });
    expect(first.status).toBe(400);
    expect(first.body.errors).toContainEqual({ path: 'zones.1.fee', message: 'Delivery fee must be a whole number of RWF' });
    const missing = await shop.api('/api/v1/admin/delivery-zones', { method: 'PUT', token: admin, json: { zones: DEFAULT_DELIVERY_ZONES.slice(0, 4) } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(DELIVERY_ZONE_MESSAGES.noZone('Karongi'));
  });

  it('prices an order to Musanze with the Northern fee and shows its estimate; Kigali figures get 409', async () => {
    const conflict = await shop.api('/api/v1/orders', { method: 'POST', token: shopper, json: toDistrict('Musanze', { deliveryFee: 0, total: 60000 }) });
    expect(conflict.status).toBe(409);
    const placed = await shop.api('/api/v1/orders', { method: 'POST', token: shopper, json: toDistrict('Musanze', { deliveryFee: 3000, total: 63000 }) });
    expect(placed.status).toBe(201);
    expect(placed.body.data).toMatchObject({ deliveryFee: 3000, total: 63000, delivery: { zone: 'northern', district: 'Musanze', fee: 3000, estimate: { minDays: 4, maxDays: 6 } } });
    const unknown = await shop.api('/api/v1/orders', { method: 'POST', token: shopper, json: toDistrict('Mombasa', { deliveryFee: 3000, total: 63000 }) });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(DELIVERY_ZONE_MESSAGES.unknownDistrict);
  });

  it('prices the next order with the admin’s new fee', async () => {
    const zones = DEFAULT_DELIVERY_ZONES.map((zone) => (zone.id === 'northern' ? { ...zone, fee: 2000 } : zone));
    const saved = await shop.api('/api/v1/admin/delivery-zones', { method: 'PUT', token: admin, json: { zones } });
    expect(saved.status).toBe(200);
    expect((await shop.api('/api/v1/admin/delivery-zones', { token: admin })).body.data.zones[1].fee).toBe(2000);
    const placed = await shop.api('/api/v1/orders', { method: 'POST', token: shopper, json: toDistrict('Gicumbi', { deliveryFee: 2000, total: 62000 }) });
    expect(placed.status).toBe(201);
    expect(placed.body.data.delivery).toMatchObject({ zone: 'northern', fee: 2000 });
  });
});
