import { apiClient } from '@/lib/api-client';

export const REMOVE_COUPON_FAILED = 'Failed to remove coupon. Please try again.';

/** DELETE /cart/coupon: forgets the code on the cart session. Resolves with the server's message. */
export async function removeCoupon(): Promise<string> {
  const { message } = await apiClient.delete<unknown>('/cart/coupon', { fallbackMessage: REMOVE_COUPON_FAILED });
  return message ?? 'Coupon removed successfully';
}
