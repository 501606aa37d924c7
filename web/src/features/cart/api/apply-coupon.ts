import type { AppliedCoupon } from '@shop/domain';
import { apiClient } from '@/lib/api-client';
import { contractSchema } from '@/lib/contract-schema';
import { translate } from '@/lib/i18n/use-t';

export const applyCouponFailed = (): string => translate('cart.promo.applyFailed');

export interface CouponAnswer {
  coupon: AppliedCoupon;
  message: string;
}

/**
 * POST /cart/coupon {code, subtotal}: the server checks the code and keeps it on the cart
 * session cookie. Rejects with the server's reason (unknown, expired, first order only…).
 */
export async function applyCoupon(code: string, subtotal: number): Promise<CouponAnswer> {
  const { data, message } = await apiClient.post('/cart/coupon', { code, subtotal }, {
    fallbackMessage: applyCouponFailed(),
    schema: contractSchema('cartSchema'),
  });
  // A success that applied no coupon says nothing the shopper can act on: it reads as a failure.
  const { coupon } = data.cart;
  if (!coupon) throw new Error(applyCouponFailed());
  return { coupon, message: message ?? `Promo code applied: ${coupon.code}` };
}
