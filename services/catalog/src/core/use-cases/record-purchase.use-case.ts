import type { OrderStatus, PaymentStatus } from '@shop/domain';
import type { CatalogPorts } from '../catalog-ports';
import type { OrderPurchase } from '../ports/purchase-ledger.port';

/** An order change as order.status-changed tells it. */
export interface OrderStatusChange {
  orderId: string;
  userId: string;
  to: OrderStatus;
  paymentStatus: PaymentStatus;
}

/** Paid or delivered, and not cancelled: the shopper has the product, or will. */
export function isPurchase(change: Pick<OrderStatusChange, 'to' | 'paymentStatus'>): boolean {
  if (change.to === 'cancelled') return false;
  return change.paymentStatus === 'paid' || change.to === 'delivered';
}

/**
 * Who bought which product, from the orders service's events: order.placed names the products,
 * order.status-changed says the order is paid. Once both are known, the buyer's reviews of those
 * products are marked as verified purchases (and reviews written later are marked when written).
 * Repeating an event changes nothing.
 */
export class RecordPurchase {
  constructor(private readonly deps: Pick<CatalogPorts, 'purchases' | 'reviews' | 'reads' | 'clock'>) {}

  async placed(order: { orderId: string; userId: string; productIds: string[] }): Promise<void> {
    const known = await this.deps.purchases.notePlaced(
      { orderId: order.orderId.toLowerCase(), userId: order.userId.toLowerCase(), productIds: order.productIds.map((id) => id.toLowerCase()) },
      this.now(),
    );
    await this.markReviews(known);
  }

  /** false when the change makes no purchase (not paid yet, or cancelled). */
  async statusChanged(change: OrderStatusChange): Promise<boolean> {
    if (!isPurchase(change)) return false;
    const known = await this.deps.purchases.notePaid({ orderId: change.orderId.toLowerCase(), userId: change.userId.toLowerCase() }, this.now());
    await this.markReviews(known);
    return true;
  }

  private async markReviews(order: OrderPurchase): Promise<void> {
    if (!order.paid || !order.productIds?.length) return;
    const marked = await this.deps.reviews.markVerified(order.userId, order.productIds);
    // Only the reviews shown change: no product, so nothing to announce to the shop.
    if (marked > 0) await this.deps.reads.invalidate();
  }

  private now(): string {
    return this.deps.clock.now().toISOString();
  }
}
