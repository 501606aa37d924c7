import { apiClient } from '@/lib/api-client';
import { translate } from '@/lib/i18n/use-t';

/** DELETE /wishlist/{productId}. */
export async function removeFromWishlist(productId: string): Promise<void> {
  await apiClient.delete(`/wishlist/${encodeURIComponent(productId)}`, {
    fallbackMessage: translate('catalog.wishlist.removeFailed'),
  });
}
