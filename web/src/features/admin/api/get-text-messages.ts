import type { TextMessagePage } from '@shop/contracts';
import { apiClient } from '@/lib/api-client';
import { contractSchema } from '@/lib/contract-schema';
import { translate } from '@/lib/i18n/use-t';
import { useQuery } from '@/lib/use-query';

export const textMessagesFailed = () => translate('admin.api.smsFailed');

const PAGE_SIZE = 20;

/** GET /admin/sms: the order SMS, newest first, with what became of each. */
export async function getTextMessages(page: number, signal?: AbortSignal): Promise<TextMessagePage> {
  const { data } = await apiClient.get('/admin/sms', {
    query: { page, limit: PAGE_SIZE },
    signal,
    fallbackMessage: textMessagesFailed(),
    schema: contractSchema('textMessagePageSchema'),
  });
  return data;
}

export function useTextMessages(page: number) {
  return useQuery(['text-messages', page], (signal) => getTextMessages(page, signal));
}
