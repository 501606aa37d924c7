import { apiClient } from '@/lib/api-client';
import { contractSchema } from '@/lib/contract-schema';
import { translate } from '@/lib/i18n/use-t';
import { adminListParams, useAdminList } from './admin-list-query';
import type { AdminProductPage, AdminProductQuery } from '../types';

export const adminProductsFailed = () => translate('admin.api.productsFailed');

/** GET /admin/products?page&limit=10&search&category&status: every status, newest first. */
export async function getAdminProducts(query: AdminProductQuery, signal?: AbortSignal): Promise<AdminProductPage> {
  const { data } = await apiClient.get('/admin/products', {
    query: adminListParams(query),
    signal,
    fallbackMessage: adminProductsFailed(),
    schema: contractSchema('adminProductPageSchema'),
  });
  return data;
}

/** The list for the screen; loaded again after a change (`invalidate('admin-products')`). */
export function useAdminProducts(query: AdminProductQuery) {
  return useAdminList('admin-products', query, getAdminProducts);
}
