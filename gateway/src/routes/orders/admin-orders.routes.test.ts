import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutPayload, DEMO, startOrdersGateway, type OrdersGateway } from './testing/orders-test-app';

let gw: OrdersGateway;
let shopper: string;
let admin: string;
beforeAll(async () => {
  gw = await startOrdersGateway();
  shopper = await gw.login(DEMO.shopper);
  admin = await gw.login(DEMO.admin);
});
afterAll(() => gw.close());

describe('admin order routes', () => {
  it('list every order 10 per page, with search and filters, for admins only', async () => {
    const product = await gw.createProduct({ stock: { quantity: 30 } });
    const placed = [];
    for (let i = 0; i < 12; i += 1) placed.push((await gw.request('POST', '/orders', { json: checkoutPayload([{ product, quantity: 1 }]), token: shopper })).body.data);
    expect((await gw.request('GET', '/orders', { token: shopper })).status).toBe(403);
    expect((await gw.request('GET', '/orders')).status).toBe(401);

    const first = await gw.request('GET', '/orders?page=1&limit=10', { token: admin });
    expect(first.status).toBe(200);
    expect(first.body.data.pagination).toEqual({ page: 1, limit: 10, total: 12, totalPages: 2 });
    expect(first.body.data.orders[0]._id).toBe(placed[11]._id);
    const recent = await gw.request('GET', '/orders?limit=5&page=1', { token: admin });
    expect(recent.body.data.orders).toHaveLength(5);
    const byNumber = await gw.request('GET', `/orders?search=${placed[3].orderNumber}`, { token: admin });
    expect(byNumber.body.data.orders.map((o: { _id: string }) => o._id)).toEqual([placed[3]._id]);
    const byEmail = await gw.request('GET', `/orders?search=${encodeURIComponent(DEMO.shopper.email)}&status=pending&paymentStatus=pending`, { token: admin });
    expect(byEmail.body.data.pagination.total).toBe(12);
    const badFilter = await gw.request('GET', '/orders?paymentStatus=refunded', { token: admin });
    expect(badFilter.body.errors).toEqual([{ path: 'paymentStatus', message: 'Payment status must be one of pending, awaiting_verification, paid or failed' }]);
  });

  it('update the status, tracking number and notes; cancelling releases the stock', async () => {
    const product = await gw.createProduct({ stock: { quantity: 4 } });
    const { body } = await gw.request('POST', '/orders', { json: checkoutPayload([{ product, quantity: 3 }]), token: shopper });
    const id = body.data._id;
    expect((await gw.request('PATCH', `/orders/${id}/status`, { json: { status: 'shipped' }, token: shopper })).status).toBe(403);
    const shipped = await gw.request('PATCH', `/orders/${id}/status`, { json: { status: 'shipped', trackingNumber: 'BIKE-7', notes: 'On the way' }, token: admin });
    expect(shipped).toMatchObject({
      status: 200,
      body: { success: true, message: 'Order status updated successfully!', data: { _id: id, status: 'shipped', trackingNumber: 'BIKE-7', adminNotes: 'On the way' } },
    });
    // The shopper follows the shipment but never reads the admin's notes.
    const seenByShopper = await gw.request('GET', `/orders/${id}`, { token: shopper });
    expect(seenByShopper.body.data).toMatchObject({ status: 'shipped', trackingNumber: 'BIKE-7' });
    expect(seenByShopper.body.data).not.toHaveProperty('adminNotes');
    const byNumber = await gw.request('GET', `/orders/number/${body.data.orderNumber}`, { token: shopper });
    expect(byNumber.body.data).not.toHaveProperty('adminNotes');
    const history = await gw.request('GET', '/orders/my-orders', { token: shopper });
    expect(history.body.data.orders.find((o: { _id: string }) => o._id === id)).not.toHaveProperty('adminNotes');
    expect((await gw.request('GET', `/orders/${id}`, { token: admin })).body.data.adminNotes).toBe('On the way');

    const invalid = await gw.request('PATCH', `/orders/${id}/status`, { json: { status: 'lost' }, token: admin });
    expect(invalid.status).toBe(400);
    expect((await gw.request('PATCH', `/orders/${'f'.repeat(24)}/status`, { json: { status: 'shipped' }, token: admin })).status).toBe(404);
    const cancelled = await gw.request('PATCH', `/orders/${id}/status`, { json: { status: 'cancelled' }, token: admin });
    expect(cancelled.body.data.status).toBe('cancelled');
    expect(await gw.stockOf(product._id)).toMatchObject({ reserved: 0, available: 4 });
    const reopened = await gw.request('PATCH', `/orders/${id}/status`, { json: { status: 'processing' }, token: admin });
    expect(reopened.status).toBe(409);
    expect(reopened.body).toMatchObject({ success: false, message: 'This order is cancelled; its status can no longer be changed' });
  });
});
