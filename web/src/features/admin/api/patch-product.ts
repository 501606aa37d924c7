import { apiClient } from '@/lib/api-client';
import { contractSchema } from '@/lib/contract-schema';
import { translate } from '@/lib/i18n/use-t';
import type { AdminProduct, ProductPatchBody } from '../types';

/**
 * PATCH /admin/products/{id}: changes only the fields sent; the others (a low-stock alert, the
 * gallery...) keep their stored value.
 */
export async function patchProduct(id: string, changes: ProductPatchBody): Promise<AdminProduct> {
  const { data } = await apiClient.patch(`/admin/products/${encodeURIComponent(id)}`, changes, {
    fallbackMessage: translate('admin.api.updateProductFailed'),
    schema: contractSchema('productSchema'),
  });
  return data;
}
