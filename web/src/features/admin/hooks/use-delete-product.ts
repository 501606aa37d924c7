import { useState } from 'react';
import { deleteProduct, DELETE_PRODUCT_FAILED } from '../api/delete-product';
import { showToast } from '@/components/ui/toast';
import type { AdminProduct } from '../types';

export const DELETE_CONFIRM = 'Are you sure you want to delete this product?';

/**
 * Delete after the confirm of SPEC section 7. A failure stays on screen until dismissed
 * (the original only logged it; an admin needs to know).
 */
export function useDeleteProduct(onDeleted: () => void) {
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function remove(product: AdminProduct): Promise<void> {
    if (deletingId || !window.confirm(DELETE_CONFIRM)) return;
    setFailure(null);
    setDeletingId(product._id);
    try {
      await deleteProduct(product._id);
      showToast(`Deleted “${product.name}”`);
      onDeleted();
    } catch (error) {
      const reason = error instanceof Error && error.message ? error.message : DELETE_PRODUCT_FAILED;
      setFailure(`Could not delete “${product.name}”: ${reason}`);
    } finally {
      setDeletingId(null);
    }
  }

  return { deletingId, failure, remove, dismiss: () => setFailure(null) };
}
