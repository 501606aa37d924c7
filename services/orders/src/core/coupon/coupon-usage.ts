import type { AppliedCoupon, CouponRecord } from '@shop/domain';
import { COUPON_MESSAGES } from '@shop/domain';
import type { OrdersPorts } from '../orders-ports';
import type { OrderRecord } from '../order/order';

export type UsageRefusal = { reason: 'used_up' | 'user_used_up'; message: string };

/**
 * Counts a coupon use when an order is placed, each limit in the condition of an atomic
 * increment, and gives it back (once) when the order is cancelled or expires unpaid.
 */
export class CouponUsage {
  constructor(private readonly deps: Pick<OrdersPorts, 'coupons' | 'orders' | 'clock' | 'log'>) {}

  /** Null when counted; the refusal when a limit was reached meanwhile. */
  async count(coupon: AppliedCoupon, record: CouponRecord, userId: string): Promise<UsageRefusal | null> {
    const { coupons } = this.deps;
    if (!(await coupons.claimUse(coupon.code, record.usageLimit ?? null))) {
      return { reason: 'used_up', message: COUPON_MESSAGES.used_up };
    }
    if (!(await coupons.claimUserUse(coupon.code, userId, record.perUserLimit ?? null))) {
      await coupons.releaseUse(coupon.code);
      return { reason: 'user_used_up', message: COUPON_MESSAGES.user_used_up };
    }
    return null;
  }

  /** Undoes `count` for an order that was never placed. */
  async uncount(code: string, userId: string): Promise<void> {
    await this.deps.coupons.releaseUse(code);
    await this.deps.coupons.releaseUserUse(code, userId);
  }

  /** Gives the order's use back, at most once (the order's usage state moves first). */
  async giveBack(order: OrderRecord): Promise<void> {
    if (!order.couponCode || order.couponUsage !== 'counted') return;
    const now = this.deps.clock.now().toISOString();
    const moved = await this.deps.orders.update(order.id, { couponUsage: ['counted'] }, { couponUsage: 'returned', updatedAt: now });
    if (moved) await this.uncount(order.couponCode, order.userId);
  }

  /** A returned use counted again, without the limit: the order was paid with the discount after all. */
  async recount(order: OrderRecord): Promise<void> {
    if (!order.couponCode || order.couponUsage !== 'returned') return;
    const now = this.deps.clock.now().toISOString();
    const moved = await this.deps.orders.update(order.id, { couponUsage: ['returned'] }, { couponUsage: 'counted', updatedAt: now });
    if (!moved) return;
    await this.deps.coupons.claimUse(order.couponCode, null);
    await this.deps.coupons.claimUserUse(order.couponCode, order.userId, null);
  }
}
