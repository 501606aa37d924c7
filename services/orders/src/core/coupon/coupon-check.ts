import { evaluateCoupon, normaliseCouponCode, type CouponEvaluation, type CouponRecord } from '@shop/domain';
import type { AccountCheck } from '../../api/orders-api';
import type { OrdersPorts } from '../orders-ports';
import type { StoredCoupon } from '../ports/coupon-repository.port';

export type CouponVerdict = CouponEvaluation & { record: StoredCoupon | null };

/** The subscriber directory is keyed by the e-mail trimmed and lower-cased. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/**
 * Looks a code up and decides with the domain's rules, filling in the facts about usage, the
 * shopper's orders and the newsletter. Without a subtotal the minimum is not checked (and no
 * discount is computed); without an account the account checks are left for checkout.
 */
export class CouponCheck {
  constructor(private readonly deps: Pick<OrdersPorts, 'coupons' | 'orders' | 'subscribers' | 'clock'>) {}

  /** Every check, for a signed-in shopper; `exceptOrderId` is the order being placed. */
  async forCustomer(
    code: string,
    subtotal: number | undefined,
    customer: { userId: string; email: string },
    exceptOrderId?: string,
  ): Promise<CouponVerdict> {
    const record = await this.deps.coupons.findByCode(normaliseCouponCode(code));
    if (!record) return { ...evaluateCoupon(null, this.emptyContext()), record };
    const [timesUsedByUser, liveOrders, isSubscriber] = await Promise.all([
      this.deps.coupons.timesUsedBy(record.code, customer.userId),
      record.firstOrderOnly ? this.deps.orders.countLiveOrdersOf(customer.userId, exceptOrderId) : Promise.resolve(0),
      record.subscribersOnly ? this.deps.subscribers.isSubscribed(normaliseEmail(customer.email)) : Promise.resolve(true),
    ]);
    const context = { ...this.emptyContext(), timesUsed: record.timesUsed, timesUsedByUser, isFirstOrder: liveOrders === 0, isSubscriber };
    return { ...evaluateCoupon(withoutMinimumUnless(record, subtotal), { ...context, subtotal: subtotal ?? 0 }), record };
  }

  /** Signed out: what can be known without the account, and which checks wait for checkout. */
  async withoutAccount(code: string, subtotal: number | undefined): Promise<CouponVerdict & { pendingChecks: AccountCheck[] }> {
    const record = await this.deps.coupons.findByCode(normaliseCouponCode(code));
    const context = { ...this.emptyContext(), timesUsed: record?.timesUsed ?? 0, subtotal: subtotal ?? 0 };
    const verdict = evaluateCoupon(record ? withoutMinimumUnless(record, subtotal) : null, context);
    const pendingChecks: AccountCheck[] = [];
    if (record?.firstOrderOnly) pendingChecks.push('first_order_only');
    if (record?.subscribersOnly) pendingChecks.push('subscribers_only');
    if (record?.perUserLimit != null) pendingChecks.push('user_used_up');
    return { ...verdict, record, pendingChecks };
  }

  private emptyContext() {
    return { subtotal: 0, now: this.deps.clock.now(), timesUsed: 0, timesUsedByUser: 0, isFirstOrder: true, isSubscriber: true };
  }
}

function withoutMinimumUnless(record: StoredCoupon, subtotal: number | undefined): CouponRecord {
  return subtotal === undefined ? { ...record, minSubtotal: null } : record;
}
