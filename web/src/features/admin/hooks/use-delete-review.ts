import { useState } from 'react';
import { showToast } from '@/components/ui/toast';
import { deleteReview, DELETE_REVIEW_FAILED } from '../api/delete-review';
import type { AdminReview } from '../api/get-admin-reviews';

export const DELETE_REVIEW_CONFIRM = 'Are you sure you want to delete this review?';

/** Delete after a confirm; a failure stays on screen until dismissed, with the server's reason. */
export function useDeleteReview(onDeleted: () => void) {
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function remove(review: AdminReview): Promise<void> {
    if (deletingId || !window.confirm(DELETE_REVIEW_CONFIRM)) return;
    setFailure(null);
    setDeletingId(review._id);
    try {
      await deleteReview(review.product?._id ?? review.productId, review._id);
      showToast('Review deleted');
      onDeleted();
    } catch (error) {
      const reason = error instanceof Error ? error.message : '';
      setFailure(reason && reason !== DELETE_REVIEW_FAILED ? `${DELETE_REVIEW_FAILED}: ${reason}` : DELETE_REVIEW_FAILED);
    } finally {
      setDeletingId(null);
    }
  }

  return { deletingId, failure, remove, dismiss: () => setFailure(null) };
}
