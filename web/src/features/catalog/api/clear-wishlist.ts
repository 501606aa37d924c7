import { apiClient } from '@/lib/api-client';

/** DELETE /wishlist: empties the signed-in user's wishlist. */
export async function clearWishlist(): Promise<void> {
  await apiClient.delete('/wishlist', { fallbackMessage: 'Failed to clear wishlist' });
}
