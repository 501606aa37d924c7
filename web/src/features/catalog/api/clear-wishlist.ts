import { apiClient } from '@/lib/api-client';
import { translate } from '@/lib/i18n/use-t';

/** DELETE /wishlist: empties the signed-in user's wishlist. */
export async function clearWishlist(): Promise<void> {
  await apiClient.delete('/wishlist', { fallbackMessage: translate('catalog.wishlist.clearFailed') });
}
