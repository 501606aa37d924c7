import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ORDER_PLACED, ORDER_STATUS_CHANGED, type OrderPlacedData, type OrderStatusChangedData } from '@shop/contracts';
import { createEvent } from '@shop/platform';
import type { ProductView } from '../../api/catalog-api';
import { ADMIN_ID, productInput, reviewer, startTestCatalog, type TestCatalog } from '../../testing/catalog-test-kit';
import { ORDER_PLACED_CONSUMER, ORDER_STATUS_CONSUMER } from './order-event-consumers';

let catalog: TestCatalog;
let keyboard: ProductView;
let mouse: ProductView;
beforeEach(async () => {
  catalog = await startTestCatalog();
  keyboard = await catalog.api.createProduct({ product: productInput(), creator: ADMIN_ID });
  mouse = await catalog.api.createProduct({ product: productInput({ name: 'Logitech MX Master 3S', category: 'mice' }), creator: ADMIN_ID });
});
afterEach(() => catalog.stop());

const ORDER_ID = 'a0000000000000000000000a';
const BUYER = reviewer(1).id;
const NOW = '2025-03-01T08:00:00.000Z';

function placed(productIds: string[]): OrderPlacedData {
  return {
    orderId: ORDER_ID,
    orderNumber: 'DS-20250301-0001',
    userId: BUYER,
    customer: { firstName: 'First1', lastName: 'Last1', email: 'user1@example.rw' },
    items: productIds.map((productId) => ({ productId, name: 'Item', price: 95_000, quantity: 1 })),
    subtotal: 95_000 * productIds.length,
    discount: 0,
    deliveryFee: 0,
    total: 95_000 * productIds.length,
    currency: 'RWF',
    paymentMethod: 'momo',
    reservationExpiresAt: '2025-03-01T08:30:00.000Z',
    placedAt: NOW,
  };
}

function statusChanged(change: Partial<OrderStatusChangedData> = {}): OrderStatusChangedData {
  return {
    orderId: ORDER_ID,
    orderNumber: 'DS-20250301-0001',
    userId: BUYER,
    email: 'user1@example.rw',
    from: 'pending',
    to: 'confirmed',
    paymentStatus: 'paid',
    reason: 'payment_paid',
    changedBy: 'system',
    changedAt: NOW,
    ...change,
  };
}

/** Published as orders would, resolved once every consumer has handled it. */
const publish = (type: string, data: OrderPlacedData | OrderStatusChangedData) =>
  catalog.events.publishSettled!(createEvent(type, { ...data }, { now: new Date(NOW) }));

const review = (productId: string, n = 1) => catalog.api.submitReview({ productId, userId: reviewer(n).id, rating: 5, comment: 'Typing all day' });
const shownMark = async (productId: string, n = 1) =>
  (await catalog.api.listReviews(productId)).reviews.find((r) => r.user._id === reviewer(n).id)?.verifiedPurchase;

describe("the catalog hearing of orders' events", () => {
  it('listens to order.placed and order.status-changed under queues of its own', () => {
    expect([ORDER_PLACED_CONSUMER, ORDER_STATUS_CONSUMER]).toEqual(['catalog.order-placed', 'catalog.order-status-changed']);
  });

  it('marks a review written before the order was paid as a verified purchase once orders says it is paid', async () => {
    const { review: written } = await review(keyboard._id);
    expect(written.verifiedPurchase).toBe(false);
    await review(keyboard._id, 2);
    await publish(ORDER_PLACED, placed([keyboard._id]));
    // Read (and cached) between the two events: still not a purchase.
    expect(await shownMark(keyboard._id)).toBe(false);
    await publish(ORDER_STATUS_CHANGED, statusChanged());
    expect(await shownMark(keyboard._id)).toBe(true);
    expect(await shownMark(keyboard._id, 2)).toBe(false);
    expect((await catalog.api.myReview({ productId: keyboard._id, userId: BUYER }))?.verifiedPurchase).toBe(true);
  });

  it('marks a review of a bought product when it is written, and keeps the mark through an edit', async () => {
    await publish(ORDER_STATUS_CHANGED, statusChanged({ to: 'delivered', from: 'shipped', reason: 'admin' }));
    await publish(ORDER_PLACED, placed([keyboard._id]));
    expect((await review(keyboard._id)).review.verifiedPurchase).toBe(true);
    const edited = await catalog.api.submitReview({ productId: keyboard._id, userId: BUYER, rating: 2, comment: 'Keys stick' });
    expect(edited).toMatchObject({ created: false, review: { verifiedPurchase: true, comment: 'Keys stick' } });
    expect((await review(mouse._id)).review.verifiedPurchase).toBe(false);
  });

  it('marks nothing for an order that is not paid, or is cancelled', async () => {
    await review(keyboard._id);
    await publish(ORDER_PLACED, placed([keyboard._id]));
    await publish(ORDER_STATUS_CHANGED, statusChanged({ paymentStatus: 'awaiting_verification', to: 'processing', reason: 'admin' }));
    await publish(ORDER_STATUS_CHANGED, statusChanged({ to: 'cancelled', reason: 'admin' }));
    expect(await shownMark(keyboard._id)).toBe(false);
  });
});
