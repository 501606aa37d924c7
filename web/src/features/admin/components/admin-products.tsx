import { useEffect, useState } from 'react';
import { useSearchParams } from 'wouter';
import { PackageIcon } from '@/components/ui/icons';
import { showToast } from '@/components/ui/toast';
import { translate, useT } from '@/lib/i18n/use-t';
import { useAdminProducts } from '../api/get-admin-products';
import { useAdminProductToEdit } from '../api/find-admin-product';
import { useDeleteProduct } from '../hooks/use-delete-product';
import { useStayWithinPages } from '../hooks/use-filter-page';
import { useListFilters } from '../hooks/use-list-filters';
import type { AdminProduct } from '../types';
import { PlusIcon } from './admin-icons';
import { AdminAlert } from './admin-alert';
import { AdminListBody, NoRowsFound } from './admin-list-body';
import { AdminResultLine } from './admin-result-line';
import { NO_PRODUCT_FILTERS, ProductFilters } from './product-filters';
import type { ProductDialogTab } from './product-dialog-tabs';
import { ProductFormDialog } from './product-form-dialog';
import { ProductTable } from './product-table';
import './admin-products.css';
import { invalidate } from '@/lib/use-query';

/**
 * /admin/products for an admin: search (debounced 500 ms), category and status filters, 10
 * per page, create and edit in a dialog, delete after a confirm. Every change reloads the list.
 */
export function AdminProducts() {
  const t = useT();
  const filters = useListFilters(NO_PRODUCT_FILTERS);
  const { page, setPage, filtered } = filters;
  const [editing, setEditing] = useState<{ product: AdminProduct | null; tab?: ProductDialogTab } | null>(null);
  const refresh = () => {
    invalidate('admin-products');
    invalidate('product');
  };
  const remover = useDeleteProduct(refresh);

  const list = useAdminProducts({ page, ...filters.applied });

  // /admin/products?edit={id} (the dashboard's low-stock links) opens that product's edit dialog;
  // with &tab=variants, on its options and variants (a variant running low).
  const [params, setParams] = useSearchParams();
  const editId = params.get('edit');
  const editTab: ProductDialogTab = params.get('tab') === 'variants' ? 'variants' : 'details';
  const linked = useAdminProductToEdit(editId);
  const { status: linkedStatus, data: linkedData, error: linkedError } = linked;
  useEffect(() => {
    // Wait for the answer about this very id (a previous answer may still be showing).
    if (!editId || linkedStatus === 'loading' || (linkedStatus === 'success' && linkedData.id !== editId)) return;
    if (linkedStatus === 'success' && linkedData.product) setEditing({ product: linkedData.product, tab: editTab });
    else showToast(linkedError ?? translate('admin.products.notFound'), 'error');
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('edit');
        next.delete('tab');
        return next;
      },
      { replace: true },
    );
  }, [editId, editTab, linkedStatus, linkedData, linkedError, setParams]);
  const pagination = list.data?.pagination;
  const products = list.data?.products ?? [];

  useStayWithinPages(page, list.status === 'success' ? list.data.pagination.totalPages : 0, setPage);

  function saved() {
    showToast(editing?.product ? t('admin.products.updated') : t('admin.products.created'));
    if (!editing?.product) setPage(1);
    refresh();
  }

  return (
    <div className="admin-products">
      <div className="admin-toolbar">
        <ProductFilters filters={filters.typed} onChange={filters.setFilter} />
        <button type="button" className="button button-primary admin-add-button" onClick={() => setEditing({ product: null })}>
          <PlusIcon size={16} /> {t('admin.products.add')}
        </button>
      </div>

      <AdminResultLine
        pagination={list.status === 'error' ? undefined : pagination}
        shown={products.length}
        kind="products"
        filtered={filtered}
      />

      <AdminAlert message={remover.failure} action={t('admin.common.dismiss')} onAction={remover.dismiss} />

      <AdminListBody
        list={list}
        failedTitle={t('admin.products.failed')}
        loadingText={t('admin.products.loading')}
        rowCount={products.length}
        empty={
          <NoRowsFound
            icon={<PackageIcon size={28} />}
            title={t('admin.products.empty')}
            hint={t('admin.products.emptyHint')}
            filtered={filtered}
            onClearFilters={filters.clear}
          >
            <button type="button" className="button button-primary" onClick={() => setEditing({ product: null })}>
              <PlusIcon size={16} /> {t('admin.products.add')}
            </button>
          </NoRowsFound>
        }
        pages={{ page, totalPages: pagination?.totalPages ?? 1, onPage: setPage, label: t('admin.products.pages') }}
      >
        <ProductTable
          products={products}
          deletingId={remover.deletingId}
          onEdit={(product) => setEditing({ product })}
          onDelete={(product) => void remover.remove(product)}
        />
      </AdminListBody>

      {editing ? (
        <ProductFormDialog
          product={editing.product}
          tab={editing.tab}
          onSaved={saved}
          onVariantsSaved={refresh}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}
