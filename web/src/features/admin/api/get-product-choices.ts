import { apiClient } from '@/lib/api-client';
import { contractSchema } from '@/lib/contract-schema';
import { useQuery } from '@/lib/use-query';
import type { AdminProduct } from '../types';
import { adminProductsFailed } from './get-admin-products';

export type ProductChoice = Pick<AdminProduct, '_id' | 'name'>;

/** The server's largest page: the product filter offers the first 100 products by name. */
const CHOICES_LIMIT = 100;

/** GET /admin/products?limit=100: every status, so reviews of a hidden product can be found too. */
export async function getProductChoices(signal?: AbortSignal): Promise<ProductChoice[]> {
  const { data } = await apiClient.get('/admin/products', {
    query: { page: 1, limit: CHOICES_LIMIT },
    signal,
    fallbackMessage: adminProductsFailed(),
    schema: contractSchema('adminProductPageSchema'),
  });
  return data.products.map(({ _id, name }) => ({ _id, name })).sort((a, b) => a.name.localeCompare(b.name));
}

export function useProductChoices() {
  return useQuery(['admin-product-choices'], getProductChoices);
}
