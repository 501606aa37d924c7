import { apiClient } from '@/lib/api-client';
import { contractSchema } from '@/lib/contract-schema';
import { translate } from '@/lib/i18n/use-t';

/** POST /products/{id}/wishlist: adds or removes; resolves with whether it is now in the wishlist. */
export async function toggleWishlist(productId: string): Promise<boolean> {
  const { data } = await apiClient.post(`/products/${encodeURIComponent(productId)}/wishlist`, undefined, {
    fallbackMessage: translate('catalog.wishlist.addFailed'),
    schema: contractSchema('wishlistChangeSchema'),
  });
  return data.added;
}
