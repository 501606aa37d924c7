import { apiClient } from '@/lib/api-client';
import { contractSchema } from '@/lib/contract-schema';
import { translate } from '@/lib/i18n/use-t';
import { useQuery } from '@/lib/use-query';
import type { Review } from '../types';

/** GET /products/{id}/reviews/mine with the bearer token: the signed-in shopper's review, or null. */
export async function getMyReview(productId: string, signal?: AbortSignal): Promise<Review | null> {
  const { data } = await apiClient.get(`/products/${encodeURIComponent(productId)}/reviews/mine`, {
    signal,
    fallbackMessage: translate('catalog.error.reviews'),
    schema: contractSchema('myReviewSchema'),
  });
  return data;
}

/**
 * Under the 'reviews' resource, so a review written, edited or deleted (`invalidate('reviews')`)
 * loads it again with the list. Nothing is asked for a visitor who is not signed in.
 */
export function useMyReview(productId: string, signedIn: boolean) {
  return useQuery(signedIn ? ['reviews', 'mine', productId] : null, (signal) => getMyReview(productId, signal));
}
