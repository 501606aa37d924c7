import { apiClient } from '@/lib/api-client';
import { contractSchema } from '@/lib/contract-schema';
import type { AdminProduct, ProductPatchBody } from '../types';

export const UPDATE_PRODUCT_FAILED = 'Failed to update product. Please try again.';

/**
 * PATCH /admin/products/{id}: changes only the fields sent; the others (a low-stock alert, the
 * gallery...) keep their stored value.
 */
export async function patchProduct(id: string, changes: ProductPatchBody): Promise<AdminProduct> {
  const { data } = await apiClient.patch(`/admin/products/${encodeURIComponent(id)}`, changes, {
    fallbackMessage: UPDATE_PRODUCT_FAILED,
    schema: contractSchema('productSchema'),
  });
  return data;
}
