import { apiClient } from '@/lib/api-client';
import { translate } from '@/lib/i18n/use-t';

export const deleteProductFailed = () => translate('admin.api.deleteProductFailed');

/** DELETE /admin/products/{id}: the product, its reviews and its wishlist entries. */
export async function deleteProduct(id: string): Promise<void> {
  await apiClient.delete<null>(`/admin/products/${encodeURIComponent(id)}`, { fallbackMessage: deleteProductFailed() });
}
