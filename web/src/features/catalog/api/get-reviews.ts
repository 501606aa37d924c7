import { apiClient } from '@/lib/api-client';
import { useQuery } from '@/lib/use-query';
import type { Review, ReviewPage } from '../types';

/** GET /products/{id}/reviews?page&limit: newest first, with the authors' public fields. */
export async function getReviews(
  productId: string,
  page: number,
  limit: number,
  signal?: AbortSignal,
): Promise<ReviewPage> {
  const { data } = await apiClient.get<ReviewPage | Review[]>(`/products/${encodeURIComponent(productId)}/reviews`, {
    query: { page, limit },
    signal,
    fallbackMessage: 'Failed to fetch reviews',
  });
  if (Array.isArray(data)) return { reviews: data };
  return { reviews: Array.isArray(data?.reviews) ? data.reviews : [], pagination: data?.pagination };
}

/** `version` reloads the list (after a review was submitted). */
export function useReviews(productId: string, limit: number, version = 0) {
  return useQuery(`reviews:${productId}:${limit}:${version}`, (signal) => getReviews(productId, 1, limit, signal));
}
