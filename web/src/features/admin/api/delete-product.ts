import { apiClient } from '@/lib/api-client';

export const DELETE_PRODUCT_FAILED = 'Failed to delete product. Please try again.';

/** DELETE /admin/products/{id}: the product, its reviews and its wishlist entries. */
export async function deleteProduct(id: string): Promise<void> {
  await apiClient.delete<null>(`/admin/products/${encodeURIComponent(id)}`, { fallbackMessage: DELETE_PRODUCT_FAILED });
}
