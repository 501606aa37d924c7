import { apiClient } from '@/lib/api-client';

/** DELETE /wishlist/{productId}. */
export async function removeFromWishlist(productId: string): Promise<void> {
  await apiClient.delete(`/wishlist/${encodeURIComponent(productId)}`, {
    fallbackMessage: 'Failed to remove from wishlist',
  });
}
