import { ADMIN_PAGE_SIZE, RECENT_ACTIVITY_SIZE } from '@shop/domain';
import { apiClient } from '@/lib/api-client';
import { contractSchema } from '@/lib/contract-schema';
import { translate } from '@/lib/i18n/use-t';
import { useQuery } from '@/lib/use-query';
import type { AdminOrderPage, AdminOrderQuery } from '../order-types';
import { useAdminList } from './admin-list-query';

export const adminOrdersFailed = () => translate('admin.api.ordersFailed');

/** GET /orders?page&limit&search&status&paymentStatus: every shopper's orders, newest first (admin). */
export async function getAdminOrders(query: AdminOrderQuery, signal?: AbortSignal): Promise<AdminOrderPage> {
  const { data } = await apiClient.get('/orders', {
    query: {
      page: query.page,
      limit: query.limit,
      search: query.search.trim(),
      status: query.status,
      paymentStatus: query.paymentStatus,
    },
    signal,
    fallbackMessage: adminOrdersFailed(),
    schema: contractSchema('orderPageSchema'),
  });
  return data;
}

/** The admin list, 10 per page; loaded again after a change (`invalidate('admin-orders')`). */
export function useAdminOrders(query: Omit<AdminOrderQuery, 'limit'>) {
  const full = { ...query, limit: ADMIN_PAGE_SIZE };
  return useAdminList('admin-orders', full, getAdminOrders);
}

/** The dashboard's Recent Activity: the latest 5 orders (SPEC: GET /orders?limit=5&page=1). */
export function useRecentOrders() {
  const query = { page: 1, limit: RECENT_ACTIVITY_SIZE, search: '', status: '', paymentStatus: '' };
  return useQuery(['admin-recent-orders'], (signal) => getAdminOrders(query, signal));
}
