import { apiClient } from '@/lib/api-client';

/** POST /products/{id}/wishlist: adds or removes; resolves with whether it is now in the wishlist. */
export async function toggleWishlist(productId: string): Promise<boolean> {
  const { data } = await apiClient.post<{ added?: boolean }>(
    `/products/${encodeURIComponent(productId)}/wishlist`,
    undefined,
    { fallbackMessage: 'Failed to add to wishlist' },
  );
  return Boolean(data?.added);
}
