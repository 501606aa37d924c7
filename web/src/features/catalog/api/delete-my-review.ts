import { apiClient } from '@/lib/api-client';
import { translate } from '@/lib/i18n/use-t';

/** DELETE /products/{id}/reviews/mine with the bearer token: the server moves the product's rating. */
export async function deleteMyReview(productId: string): Promise<void> {
  await apiClient.delete<null>(`/products/${encodeURIComponent(productId)}/reviews/mine`, {
    fallbackMessage: translate('catalog.review.deleteFailed'),
  });
}
