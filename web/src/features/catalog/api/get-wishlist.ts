import { apiClient } from '@/lib/api-client';
import { contractSchema } from '@/lib/contract-schema';
import type { SavedProduct } from '../types';

/** GET /wishlist: the signed-in user's saved products with live data (price, stock, rating). */
export async function getWishlist(signal?: AbortSignal): Promise<SavedProduct[]> {
  const { data } = await apiClient.get('/wishlist', {
    signal,
    fallbackMessage: 'Failed to fetch wishlist',
    schema: contractSchema('wishlistSchema'),
  });
  return data.items.map(({ product, addedAt }) => ({ product, addedAt }));
}
