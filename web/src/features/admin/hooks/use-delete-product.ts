import { useState } from 'react';
import { deleteProduct, deleteProductFailed } from '../api/delete-product';
import { showToast } from '@/components/ui/toast';
import { translate } from '@/lib/i18n/use-t';
import { localMessage } from '@/lib/i18n/shop-messages';
import type { AdminProduct } from '../types';
import { confirmAction } from '../components/confirm-dialog';

/**
 * Delete after the confirm of SPEC section 7, which says what goes with the product. A failure stays on screen until dismissed
 * (the original only logged it; an admin needs to know).
 */
export function useDeleteProduct(onDeleted: () => void) {
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function remove(product: AdminProduct): Promise<void> {
    if (deletingId) return;
    const confirmed = await confirmAction({
      title: translate('admin.products.deleteTitle', { name: product.name }),
      consequence: translate('admin.products.deleteConsequence', { reviews: product.rating.count }),
      confirmLabel: translate('admin.products.deleteAction'),
    });
    if (!confirmed) return;
    setFailure(null);
    setDeletingId(product._id);
    try {
      await deleteProduct(product._id);
      showToast(translate('admin.products.deleted', { name: product.name }));
      onDeleted();
    } catch (error) {
      const reason = error instanceof Error && error.message ? localMessage(error.message) : deleteProductFailed();
      setFailure(translate('admin.products.deleteFailed', { name: product.name, reason }));
    } finally {
      setDeletingId(null);
    }
  }

  return { deletingId, failure, remove, dismiss: () => setFailure(null) };
}
