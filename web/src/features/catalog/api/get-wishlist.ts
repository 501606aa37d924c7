import { apiClient } from '@/lib/api-client';
import { contractSchema } from '@/lib/contract-schema';
import { translate } from '@/lib/i18n/use-t';
import type { SavedProduct } from '../types';

/** GET /wishlist: the signed-in user's saved products with live data (price, stock, rating). */
export async function getWishlist(signal?: AbortSignal): Promise<SavedProduct[]> {
  const { data } = await apiClient.get('/wishlist', {
    signal,
    fallbackMessage: translate('catalog.wishlist.fetchFailed'),
    schema: contractSchema('wishlistSchema'),
  });
  return data.items.map(({ product, addedAt }) => ({ product, addedAt }));
}
