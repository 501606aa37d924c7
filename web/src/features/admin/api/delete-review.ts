import { apiClient } from '@/lib/api-client';

export const DELETE_REVIEW_FAILED = 'Failed to delete review';

/** DELETE /admin/products/{productId}/reviews/{reviewId}: the server recomputes the product's rating. */
export async function deleteReview(productId: string, reviewId: string): Promise<void> {
  await apiClient.delete<null>(`/admin/products/${encodeURIComponent(productId)}/reviews/${encodeURIComponent(reviewId)}`, {
    fallbackMessage: DELETE_REVIEW_FAILED,
  });
}
