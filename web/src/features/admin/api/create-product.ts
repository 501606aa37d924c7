import { apiClient } from '@/lib/api-client';
import { contractSchema } from '@/lib/contract-schema';
import { translate } from '@/lib/i18n/use-t';
import type { AdminProduct, ProductBody } from '../types';

/** POST /admin/products (201); the signed-in admin becomes the creator. */
export async function createProduct(body: ProductBody): Promise<AdminProduct> {
  const { data } = await apiClient.post('/admin/products', body, {
    fallbackMessage: translate('admin.api.createProductFailed'),
    schema: contractSchema('productSchema'),
  });
  return data;
}
