import type { DeliveryPage } from '@shop/contracts';
import { apiClient } from '@/lib/api-client';
import { contractSchema } from '@/lib/contract-schema';
import { useQuery } from '@/lib/use-query';

export const FAILED_EMAILS_FAILED = 'Failed to load delivery problems';

const PAGE_SIZE = 20;

/** GET /admin/emails?status=failed: the sends that gave up after their retries, newest first. */
export async function getFailedEmails(page: number, signal?: AbortSignal): Promise<DeliveryPage> {
  const { data } = await apiClient.get('/admin/emails', {
    query: { page, limit: PAGE_SIZE, status: 'failed' },
    signal,
    fallbackMessage: FAILED_EMAILS_FAILED,
    schema: contractSchema('deliveryPageSchema'),
  });
  return data;
}

export function useFailedEmails(page: number) {
  return useQuery(['failed-emails', page], (signal) => getFailedEmails(page, signal));
}
