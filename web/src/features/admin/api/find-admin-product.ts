import { apiClient } from '@/lib/api-client';
import { contractSchema } from '@/lib/contract-schema';
import { useQuery } from '@/lib/use-query';
import type { AdminProduct } from '../types';
import { adminProductsFailed } from './get-admin-products';

const PAGE = 100; // the largest page GET /admin/products gives

/**
 * The product with this id, inactive ones included, for a link that opens its edit dialog
 * (/admin/products?edit={id}). The admin API has no single-product read, so the pages of
 * GET /admin/products are read until it turns up; null when it is not there.
 */
export async function findAdminProduct(id: string, signal?: AbortSignal): Promise<AdminProduct | null> {
  for (let page = 1; ; page += 1) {
    const { data } = await apiClient.get('/admin/products', {
      query: { page, limit: PAGE },
      signal,
      fallbackMessage: adminProductsFailed(),
      schema: contractSchema('adminProductPageSchema'),
    });
    const found = data.products.find((product) => product._id === id);
    if (found) return found;
    if (page >= data.pagination.totalPages) return null;
  }
}

/** Loads nothing while `id` is null; the answer names the id it is for. */
export function useAdminProductToEdit(id: string | null) {
  return useQuery(id ? ['admin-product-to-edit', id] : null, async (signal) => ({
    id: id!,
    product: await findAdminProduct(id!, signal),
  }));
}
