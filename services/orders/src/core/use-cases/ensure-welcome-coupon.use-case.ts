import { NEWSLETTER_DISCOUNT_PERCENT, WELCOME_COUPON_CODE, type CouponRecord } from '@shop/domain';
import type { OrdersPorts } from '../orders-ports';

/** WELCOME2: 2% off the first order of a newsletter subscriber, once per shopper (SPEC sections 1 and 9). */
export const WELCOME_COUPON: CouponRecord = {
  code: WELCOME_COUPON_CODE,
  type: 'percentage',
  value: NEWSLETTER_DISCOUNT_PERCENT,
  firstOrderOnly: true,
  subscribersOnly: true,
  perUserLimit: 1,
  active: true,
};

/** Seeds the welcome coupon when absent; an existing one (maybe edited by an admin) is left as it is. */
export class EnsureWelcomeCoupon {
  constructor(private readonly deps: Pick<OrdersPorts, 'coupons'>) {}

  async execute(): Promise<boolean> {
    return this.deps.coupons.insertIfAbsent(WELCOME_COUPON);
  }
}
