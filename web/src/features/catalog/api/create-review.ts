import type { ReviewDraft } from '@shop/domain';
import { apiClient } from '@/lib/api-client';
import { translate } from '@/lib/i18n/use-t';

/** POST /products/{id}/reviews with the bearer token; a second review by the same user updates the first. */
export async function createReview(productId: string, review: ReviewDraft): Promise<void> {
  await apiClient.post(`/products/${encodeURIComponent(productId)}/reviews`, review, {
    fallbackMessage: translate('catalog.review.failed'),
  });
}
