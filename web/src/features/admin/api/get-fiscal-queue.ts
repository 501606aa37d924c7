import type { FiscalQueue } from '@shop/contracts';
import { apiClient } from '@/lib/api-client';
import { contractSchema } from '@/lib/contract-schema';
import { translate } from '@/lib/i18n/use-t';
import { useQuery } from '@/lib/use-query';

export const fiscalQueueFailed = () => translate('admin.fiscal.queueFailed');

/** GET /admin/fiscal-receipts/queue: the EBM receipts the VSDC has not signed yet, oldest first. */
export async function getFiscalQueue(signal?: AbortSignal): Promise<FiscalQueue> {
  const { data } = await apiClient.get('/admin/fiscal-receipts/queue', {
    signal,
    fallbackMessage: fiscalQueueFailed(),
    schema: contractSchema('fiscalQueueSchema'),
  });
  return data;
}

export function useFiscalQueue() {
  return useQuery(['fiscal-queue'], getFiscalQueue);
}
