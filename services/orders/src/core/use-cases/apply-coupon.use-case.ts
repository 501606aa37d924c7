import { AppError, isRwfAmount, normaliseCouponCode } from '@shop/domain';
import type { ApplyCouponInput, CouponApplied } from '../../api/orders-api';
import { CouponCheck } from '../coupon/coupon-check';
import { CART_SESSION_TTL_MS, ORDERS_MESSAGES as M } from '../orders-messages';
import type { OrdersPorts } from '../orders-ports';
import { cartIdOf } from '@shop/contracts';
import { newCartId } from '../coupon/cart-id';

/**
 * Checks a promo code now and keeps it on the cart session. Signed in, every rule runs. Signed
 * out, the rules that need the account (first order, newsletter subscriber, per-user limit)
 * cannot be known yet: the code is kept and those rules run at checkout, which needs an account
 * anyway; the message says so. Every refusal names its reason (domain's coupon messages).
 */
export class ApplyCoupon {
  private readonly check: CouponCheck;

  constructor(private readonly deps: Pick<OrdersPorts, 'coupons' | 'orders' | 'subscribers' | 'carts' | 'clock' | 'random'>) {
    this.check = new CouponCheck(deps);
  }

  async execute(input: ApplyCouponInput): Promise<CouponApplied> {
    const code = typeof input.code === 'string' ? normaliseCouponCode(input.code) : '';
    if (code === '' || code.length > 50) throw new AppError('invalid', M.couponCodeRequired, [{ path: 'code', message: M.couponCodeRequired }]);
    const subtotal = input.subtotal;
    if (subtotal !== undefined && !isRwfAmount(subtotal)) {
      throw new AppError('invalid', M.amountInvalid('Subtotal'), [{ path: 'subtotal', message: M.amountInvalid('Subtotal') }]);
    }
    const verdict = input.customer
      ? { ...(await this.check.forCustomer(code, subtotal, input.customer)), pendingChecks: [] }
      : await this.check.withoutAccount(code, subtotal);
    if (!verdict.ok) throw new AppError('invalid', verdict.message, [{ path: 'code', message: verdict.message }], { reason: verdict.reason });

    const { carts, clock, random } = this.deps;
    const known = cartIdOf(input.cartId);
    const cartId = known && (await carts.get(known)) ? known : newCartId(random);
    await carts.save(cartId, { coupon: verdict.coupon, updatedAt: clock.now().toISOString() }, CART_SESSION_TTL_MS);
    const applied: CouponApplied = {
      cart: { id: cartId, coupon: verdict.coupon },
      pendingChecks: verdict.pendingChecks,
      message: verdict.pendingChecks.length > 0 ? M.couponAppliedAtCheckout : M.couponApplied,
    };
    if (subtotal !== undefined) applied.discount = verdict.discount;
    return applied;
  }
}
