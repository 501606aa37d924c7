import { canTransition } from '@shop/domain';
import { CouponUsage } from '../coupon/coupon-usage';
import { UNPAID, type OrderRecord } from '../order/order';
import { statusChangedData } from '../order/order-event-data';
import { OrderStock } from '../order/order-stock';
import type { OrdersPorts } from '../orders-ports';

const BATCH = 100;
/** A step (placing, releasing, committing, reserving, returning) that has not moved for this long is finished by the sweeper. */
export const STALLED_AFTER_MS = 2 * 60_000;

/**
 * The sweeper's round. An unpaid order whose reservation has expired is claimed with a
 * conditional update (so two replicas never both handle it): payment failed (expired), order
 * cancelled, then its stock released and its coupon use given back. Then it finishes any step a
 * crash or an unreachable catalog left half done, and cleans up placements that never completed.
 */
export class ExpireReservations {
  private readonly stock: OrderStock;
  private readonly usage: CouponUsage;

  constructor(private readonly deps: Pick<OrdersPorts, 'orders' | 'coupons' | 'catalog' | 'events' | 'clock' | 'log' | 'unitOfWork'>) {
    this.stock = new OrderStock(deps);
    this.usage = new CouponUsage(deps);
  }

  /** Returns how many orders expired in this round. */
  async execute(): Promise<number> {
    const now = this.deps.clock.now();
    const at = now.toISOString();
    let expired = 0;
    for (const order of await this.deps.orders.findExpired(at, BATCH)) {
      const status = canTransition(order.status, 'cancelled') ? 'cancelled' : order.status;
      // The expiry and its order.status-changed commit together.
      const claimed = await this.deps.unitOfWork.run(async () => {
        const moved = await this.deps.orders.update(
          order.id,
          { stage: ['placed'], status: [order.status], paymentStatus: UNPAID, reservationState: ['reserved'], expiresBy: at },
          {
            status,
            paymentInfo: { status: 'failed', failureReason: 'expired' },
            reservation: { state: 'releasing' },
            history: { at, by: 'system', event: 'reservation expired', from: order.status, to: status },
            updatedAt: at,
          },
        );
        if (moved && moved.status !== order.status) {
          await this.deps.events.statusChanged(statusChangedData(order, moved, { reason: 'reservation_expired', by: 'system' }));
        }
        return moved;
      });
      if (!claimed) continue; // paid, or claimed by another replica, meanwhile
      expired += 1;
      await this.stock.finish(claimed);
    }
    await this.recoverStalled(new Date(now.getTime() - STALLED_AFTER_MS).toISOString(), at);
    return expired;
  }

  private async recoverStalled(before: string, at: string): Promise<void> {
    for (const order of await this.deps.orders.findStalled(before, BATCH)) {
      try {
        if (order.stage === 'placed') await this.stock.finish(order);
        else await this.abandon(order, before, at);
      } catch (error) {
        this.deps.log.warn({ orderId: order.id, err: error }, 'could not recover a stalled order; will retry');
      }
    }
  }

  /** A placement that never completed: hide it for good, release whatever it reserved, give the coupon back. */
  private async abandon(order: OrderRecord, before: string, at: string): Promise<void> {
    if (order.stage === 'placing') {
      const claimed = await this.deps.orders.update(order.id, { stage: ['placing'], updatedBefore: before }, { stage: 'abandoned', updatedAt: at });
      if (!claimed) return;
    }
    await this.deps.catalog.release(order.reservation.reference);
    await this.usage.giveBack((await this.deps.orders.findAnyById(order.id)) ?? order);
    await this.deps.orders.delete(order.id);
    this.deps.log.info({ orderId: order.id }, 'abandoned an order placement that never completed');
  }
}
