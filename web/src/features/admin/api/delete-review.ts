import { apiClient } from '@/lib/api-client';
import { translate } from '@/lib/i18n/use-t';

export const deleteReviewFailed = () => translate('admin.api.deleteReviewFailed');

/** DELETE /admin/products/{productId}/reviews/{reviewId}: the server recomputes the product's rating. */
export async function deleteReview(productId: string, reviewId: string): Promise<void> {
  await apiClient.delete<null>(`/admin/products/${encodeURIComponent(productId)}/reviews/${encodeURIComponent(reviewId)}`, {
    fallbackMessage: deleteReviewFailed(),
  });
}
