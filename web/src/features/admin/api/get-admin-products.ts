import { ADMIN_PAGE_SIZE } from '@shop/domain';
import { apiClient } from '@/lib/api-client';
import { useQuery } from '@/lib/use-query';
import type { AdminProduct, AdminProductPage, AdminProductQuery } from '../types';

export const ADMIN_PRODUCTS_FAILED = 'Failed to fetch products';

/** A page with its pagination filled in, so the screen never reads a missing field. */
export function normaliseAdminPage(data: Partial<AdminProductPage> | null | undefined, page: number): AdminProductPage {
  const products: AdminProduct[] = Array.isArray(data?.products) ? data.products : [];
  const p = data?.pagination;
  const limit = p?.limit ?? ADMIN_PAGE_SIZE;
  const total = p?.total ?? products.length;
  return {
    products,
    pagination: {
      page: p?.page ?? page,
      limit,
      total,
      totalPages: p?.totalPages ?? Math.ceil(total / Math.max(1, limit)),
    },
  };
}

/** GET /admin/products?page&limit=10&search&category&status: every status, newest first. */
export async function getAdminProducts(query: AdminProductQuery, signal?: AbortSignal): Promise<AdminProductPage> {
  const { data } = await apiClient.get<AdminProductPage>('/admin/products', {
    query: {
      page: query.page,
      limit: ADMIN_PAGE_SIZE,
      search: query.search.trim(),
      category: query.category,
      status: query.status,
    },
    signal,
    fallbackMessage: ADMIN_PRODUCTS_FAILED,
  });
  return normaliseAdminPage(data, query.page);
}

/** The list for the screen; a new `version` loads it again after a change. */
export function useAdminProducts(query: AdminProductQuery, version: number) {
  const key = `admin-products:${version}:${JSON.stringify(query)}`;
  return useQuery(key, (signal) => getAdminProducts(query, signal));
}
