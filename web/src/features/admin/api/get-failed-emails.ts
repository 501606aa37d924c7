import type { DeliveryPage } from '@shop/contracts';
import { apiClient } from '@/lib/api-client';
import { contractSchema } from '@/lib/contract-schema';
import { translate } from '@/lib/i18n/use-t';
import { useQuery } from '@/lib/use-query';

export const failedEmailsFailed = () => translate('admin.api.failedEmailsFailed');

const PAGE_SIZE = 20;

/** GET /admin/emails?status=failed: the sends that gave up after their retries, newest first. */
export async function getFailedEmails(page: number, signal?: AbortSignal): Promise<DeliveryPage> {
  const { data } = await apiClient.get('/admin/emails', {
    query: { page, limit: PAGE_SIZE, status: 'failed' },
    signal,
    fallbackMessage: failedEmailsFailed(),
    schema: contractSchema('deliveryPageSchema'),
  });
  return data;
}

export function useFailedEmails(page: number) {
  return useQuery(['failed-emails', page], (signal) => getFailedEmails(page, signal));
}
