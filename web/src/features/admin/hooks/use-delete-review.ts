import { useState } from 'react';
import { showToast } from '@/components/ui/toast';
import { translate } from '@/lib/i18n/use-t';
import { localMessage } from '@/lib/i18n/shop-messages';
import { deleteReview, deleteReviewFailed } from '../api/delete-review';
import type { AdminReview } from '../api/get-admin-reviews';
import { confirmAction } from '../components/confirm-dialog';
import { reviewerName } from '../utils/reviewer-name';

/** Delete after a confirm naming the review and its product; a failure stays on screen until dismissed, with the server's reason. */
export function useDeleteReview(onDeleted: () => void) {
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function remove(review: AdminReview): Promise<void> {
    if (deletingId) return;
    const confirmed = await confirmAction({
      title: translate('admin.reviews.deleteTitle', { author: reviewerName(review) }),
      consequence: translate('admin.reviews.deleteConsequence', { product: review.product?.name ?? translate('admin.col.product') }),
      confirmLabel: translate('admin.reviews.deleteAction'),
    });
    if (!confirmed) return;
    setFailure(null);
    setDeletingId(review._id);
    try {
      await deleteReview(review.product?._id ?? review.productId, review._id);
      showToast(translate('admin.reviews.deleted'));
      onDeleted();
    } catch (error) {
      const reason = error instanceof Error ? error.message : '';
      const failed = deleteReviewFailed();
      setFailure(reason && reason !== failed ? translate('admin.common.failedBecause', { failure: failed, reason: localMessage(reason) }) : failed);
    } finally {
      setDeletingId(null);
    }
  }

  return { deletingId, failure, remove, dismiss: () => setFailure(null) };
}
