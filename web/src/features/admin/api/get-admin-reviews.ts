import type { ReviewPage } from '@shop/contracts';
import { apiClient } from '@/lib/api-client';
import { contractSchema } from '@/lib/contract-schema';
import { translate } from '@/lib/i18n/use-t';
import { adminListParams, useAdminList } from './admin-list-query';

export const adminReviewsFailed = () => translate('admin.api.reviewsFailed');

/** A review as the admin list shows it: the reviewer's e-mail and the product come with it. */
export type { Review as AdminReview } from '@shop/contracts';

/** GET /admin/reviews filters; blank means all. `product` is a product id. */
export interface AdminReviewQuery {
  page: number;
  search: string;
  rating: string;
  product: string;
}

/** GET /admin/reviews?page&limit=10&search&rating&product, newest first. */
export async function getAdminReviews(query: AdminReviewQuery, signal?: AbortSignal): Promise<ReviewPage> {
  const { data } = await apiClient.get('/admin/reviews', {
    query: adminListParams(query),
    signal,
    fallbackMessage: adminReviewsFailed(),
    schema: contractSchema('reviewPageSchema'),
  });
  return data;
}

/** The list for the screen; loaded again after a delete (`invalidate('admin-reviews')`). */
export function useAdminReviews(query: AdminReviewQuery) {
  return useAdminList('admin-reviews', query, getAdminReviews);
}
