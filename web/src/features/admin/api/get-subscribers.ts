import type { SubscriberPage } from '@shop/contracts';
import { SUBSCRIBERS_PAGE_SIZE } from '@shop/domain';
import { apiClient } from '@/lib/api-client';
import { contractSchema } from '@/lib/contract-schema';
import { translate } from '@/lib/i18n/use-t';
import { useQuery } from '@/lib/use-query';

export const subscribersFailed = () => translate('admin.api.subscribersFailed');

export type { Subscriber, SubscriberPage } from '@shop/contracts';

/** GET /newsletter/subscribers?page&limit=20, newest first, with the totals. */
export async function getSubscribers(page: number, signal?: AbortSignal): Promise<SubscriberPage> {
  const { data } = await apiClient.get('/newsletter/subscribers', {
    query: { page, limit: SUBSCRIBERS_PAGE_SIZE },
    signal,
    fallbackMessage: subscribersFailed(),
    schema: contractSchema('subscriberPageSchema'),
  });
  return data;
}

/** The page for the screen; loaded again after a bulk send (`invalidate('subscribers')`). */
export function useSubscribers(page: number) {
  return useQuery(['subscribers', page], (signal) => getSubscribers(page, signal));
}
