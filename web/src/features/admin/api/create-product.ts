import { apiClient } from '@/lib/api-client';
import { contractSchema } from '@/lib/contract-schema';
import type { AdminProduct, ProductBody } from '../types';

export const CREATE_PRODUCT_FAILED = 'Failed to create product. Please try again.';

/** POST /admin/products (201); the signed-in admin becomes the creator. */
export async function createProduct(body: ProductBody): Promise<AdminProduct> {
  const { data } = await apiClient.post('/admin/products', body, {
    fallbackMessage: CREATE_PRODUCT_FAILED,
    schema: contractSchema('productSchema'),
  });
  return data;
}
