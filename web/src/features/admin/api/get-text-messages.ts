import type { TextMessagePage } from '@shop/contracts';
import { apiClient } from '@/lib/api-client';
import { contractSchema } from '@/lib/contract-schema';
import { useQuery } from '@/lib/use-query';

export const TEXT_MESSAGES_FAILED = 'Failed to load the SMS log';

const PAGE_SIZE = 20;

/** GET /admin/sms: the order SMS, newest first, with what became of each. */
export async function getTextMessages(page: number, signal?: AbortSignal): Promise<TextMessagePage> {
  const { data } = await apiClient.get('/admin/sms', {
    query: { page, limit: PAGE_SIZE },
    signal,
    fallbackMessage: TEXT_MESSAGES_FAILED,
    schema: contractSchema('textMessagePageSchema'),
  });
  return data;
}

export function useTextMessages(page: number) {
  return useQuery(['text-messages', page], (signal) => getTextMessages(page, signal));
}
