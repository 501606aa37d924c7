import type { AppliedCoupon } from '@shop/domain';
import { apiClient } from '@/lib/api-client';

export const APPLY_COUPON_FAILED = 'Failed to apply coupon. Please try again.';

export interface CouponAnswer {
  coupon: AppliedCoupon;
  message: string;
}

interface CartCouponData {
  cart?: { coupon?: AppliedCoupon | null };
}

/**
 * POST /cart/coupon {code, subtotal}: the server checks the code and keeps it on the cart
 * session cookie. Rejects with the server's reason (unknown, expired, first order only…).
 */
export async function applyCoupon(code: string, subtotal: number): Promise<CouponAnswer> {
  const { data, message } = await apiClient.post<CartCouponData>(
    '/cart/coupon',
    { code, subtotal },
    { fallbackMessage: APPLY_COUPON_FAILED },
  );
  const coupon = data?.cart?.coupon;
  if (!coupon) throw new Error(APPLY_COUPON_FAILED);
  return { coupon, message: message ?? `Promo code applied: ${coupon.code}` };
}
