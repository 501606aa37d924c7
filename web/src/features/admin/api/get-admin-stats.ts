import { apiClient } from '@/lib/api-client';
import { contractSchema } from '@/lib/contract-schema';
import { translate } from '@/lib/i18n/use-t';
import { useQuery } from '@/lib/use-query';
import type { DashboardStats } from '@shop/contracts';

export const dashboardStatsFailed = () => translate('admin.api.statsFailed');

/** GET /admin/stats: the counts, 30 days of orders and revenue, and the low-stock products. */
export async function getAdminStats(signal?: AbortSignal): Promise<DashboardStats> {
  try {
    const { data } = await apiClient.get('/admin/stats', { signal, schema: contractSchema('adminStatsSchema') });
    return data;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    // SPEC section 8 gives the dashboard one message, whatever the cause.
    throw new Error(dashboardStatsFailed(), { cause: error });
  }
}

export function useAdminStats() {
  return useQuery(['admin-stats'], (signal) => getAdminStats(signal));
}
