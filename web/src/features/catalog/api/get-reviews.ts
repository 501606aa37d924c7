import { apiClient } from '@/lib/api-client';
import { contractSchema } from '@/lib/contract-schema';
import { translate } from '@/lib/i18n/use-t';
import { useQuery } from '@/lib/use-query';
import type { ReviewPage } from '../types';

/** GET /products/{id}/reviews?page&limit: newest first, with the authors' public fields. */
export async function getReviews(
  productId: string,
  page: number,
  limit: number,
  signal?: AbortSignal,
): Promise<ReviewPage> {
  const { data } = await apiClient.get(`/products/${encodeURIComponent(productId)}/reviews`, {
    query: { page, limit },
    signal,
    fallbackMessage: translate('catalog.error.reviews'),
    schema: contractSchema('reviewPageSchema'),
  });
  return data;
}

/** Loaded again when a review is submitted (`invalidate('reviews')`). */
export function useReviews(productId: string, limit: number) {
  return useQuery(['reviews', productId, limit], (signal) => getReviews(productId, 1, limit, signal));
}
