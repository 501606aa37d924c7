import { COUPON_REMOVED_MESSAGE } from '@shop/domain';
import { apiClient } from '@/lib/api-client';
import { translate } from '@/lib/i18n/use-t';

export const removeCouponFailed = (): string => translate('cart.promo.removeFailed');

/** DELETE /cart/coupon: forgets the code on the cart session. Resolves with the server's message. */
export async function removeCoupon(): Promise<string> {
  const { message } = await apiClient.delete<unknown>('/cart/coupon', { fallbackMessage: removeCouponFailed() });
  return message ?? COUPON_REMOVED_MESSAGE;
}
