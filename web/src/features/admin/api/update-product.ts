import { apiClient } from '@/lib/api-client';
import type { AdminProduct, ProductBody } from '../types';

export const UPDATE_PRODUCT_FAILED = 'Failed to update product. Please try again.';

/** PUT /admin/products/{id}: replaces the product's form fields. */
export async function updateProduct(id: string, body: ProductBody): Promise<AdminProduct> {
  const { data } = await apiClient.put<AdminProduct>(`/admin/products/${encodeURIComponent(id)}`, body, {
    fallbackMessage: UPDATE_PRODUCT_FAILED,
  });
  return data;
}
