import { apiClient } from '@/lib/api-client';
import { contractSchema } from '@/lib/contract-schema';

/** POST /products/{id}/wishlist: adds or removes; resolves with whether it is now in the wishlist. */
export async function toggleWishlist(productId: string): Promise<boolean> {
  const { data } = await apiClient.post(`/products/${encodeURIComponent(productId)}/wishlist`, undefined, {
    fallbackMessage: 'Failed to add to wishlist',
    schema: contractSchema('wishlistChangeSchema'),
  });
  return data.added;
}
