import { apiClient } from '@/lib/api-client';
import { contractSchema } from '@/lib/contract-schema';
import { adminListParams, useAdminList } from './admin-list-query';
import type { AdminProductPage, AdminProductQuery } from '../types';

export const ADMIN_PRODUCTS_FAILED = 'Failed to fetch products';

/** GET /admin/products?page&limit=10&search&category&status: every status, newest first. */
export async function getAdminProducts(query: AdminProductQuery, signal?: AbortSignal): Promise<AdminProductPage> {
  const { data } = await apiClient.get('/admin/products', {
    query: adminListParams(query),
    signal,
    fallbackMessage: ADMIN_PRODUCTS_FAILED,
    schema: contractSchema('adminProductPageSchema'),
  });
  return data;
}

/** The list for the screen; loaded again after a change (`invalidate('admin-products')`). */
export function useAdminProducts(query: AdminProductQuery) {
  return useAdminList('admin-products', query, getAdminProducts);
}
