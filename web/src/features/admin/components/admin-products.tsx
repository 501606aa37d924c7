import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { FILTER_DEBOUNCE_MS } from '@shop/domain';
import { Pagination } from '@/components/ui/pagination';
import { PackageIcon } from '@/components/ui/icons';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/state-message';
import { showToast } from '@/components/ui/toast';
import { useAdminProducts } from '../api/get-admin-products';
import { useAdminProductToEdit } from '../api/find-admin-product';
import { useDeleteProduct } from '../hooks/use-delete-product';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import type { AdminProduct } from '../types';
import { PlusIcon } from './admin-icons';
import { ProductFilters } from './product-filters';
import { ProductFormDialog } from './product-form-dialog';
import { ProductTable } from './product-table';
import './admin-products.css';

/** 'Showing 11–20 of 73 products'. */
function rangeText(page: number, limit: number, shown: number, total: number): string {
  if (total === 0) return 'No products';
  const first = (page - 1) * limit + 1;
  return `Showing ${first}–${first + shown - 1} of ${total} ${total === 1 ? 'product' : 'products'}`;
}

/**
 * /admin/products for an admin: search (debounced 500 ms), category and status filters, 10
 * per page, create and edit in a dialog, delete after a confirm. Every change reloads the list.
 */
export function AdminProducts() {
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText, FILTER_DEBOUNCE_MS);
  const [category, setCategory] = useState('');
  const [status, setStatus] = useState('');
  // The page belongs to the filters it was chosen under: new filters start at page 1.
  const filterKey = JSON.stringify([search.trim(), category, status]);
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  if (paging.filterKey !== filterKey) setPaging({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  const setPage = (next: number) => setPaging({ filterKey, page: next });
  const [version, setVersion] = useState(0);
  const [editing, setEditing] = useState<{ product: AdminProduct | null } | null>(null);
  const refresh = () => setVersion((n) => n + 1);
  const remover = useDeleteProduct(refresh);

  const list = useAdminProducts({ page, search, category, status }, version);

  // /admin/products?edit={id} (the dashboard's low-stock links) opens that product's edit dialog.
  const [params, setParams] = useSearchParams();
  const editId = params.get('edit');
  const linked = useAdminProductToEdit(editId);
  const { status: linkedStatus, data: linkedData, error: linkedError } = linked;
  useEffect(() => {
    // Wait for the answer about this very id (a previous answer may still be showing).
    if (!editId || linkedStatus === 'loading' || (linkedStatus === 'success' && linkedData.id !== editId)) return;
    if (linkedStatus === 'success' && linkedData.product) setEditing({ product: linkedData.product });
    else showToast(linkedError ?? 'Product not found', 'error');
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('edit');
        return next;
      },
      { replace: true },
    );
  }, [editId, linkedStatus, linkedData, linkedError, setParams]);
  const pagination = list.data?.pagination;
  const products = list.data?.products ?? [];
  const filtered = Boolean(search.trim() || category || status);

  // After a delete emptied the last page, show the page before it.
  const lastPage = list.status === 'success' ? list.data.pagination.totalPages : 0;
  useEffect(() => {
    if (lastPage > 0 && page > lastPage) setPaging({ filterKey, page: lastPage });
  }, [lastPage, page, filterKey]);

  function saved() {
    showToast(editing?.product ? 'Product updated successfully!' : 'Product created successfully!');
    if (!editing?.product) setPage(1);
    refresh();
  }

  let body;
  if (list.status === 'error') {
    body = <ErrorState title="Could not load products" message={list.error} onRetry={list.reload} />;
  } else if (!list.data) {
    body = <LoadingState text="Loading products..." />;
  } else if (products.length === 0) {
    body = (
      <EmptyState icon={<PackageIcon size={28} />} title="No products found">
        <p className="state-message-text">
          {filtered ? 'Try adjusting your search terms or filters' : 'Products will appear here once they’re added'}
        </p>
        <div className="state-message-actions">
          {filtered ? (
            <button
              type="button"
              className="button button-secondary"
              onClick={() => {
                setSearchText('');
                setCategory('');
                setStatus('');
              }}
            >
              Clear Filters
            </button>
          ) : null}
          <button type="button" className="button button-primary" onClick={() => setEditing({ product: null })}>
            <PlusIcon size={16} /> Add Product
          </button>
        </div>
      </EmptyState>
    );
  } else {
    body = (
      <div className={list.status === 'loading' ? 'admin-refreshing' : undefined} aria-busy={list.status === 'loading' || undefined}>
        <ProductTable
          products={products}
          deletingId={remover.deletingId}
          onEdit={(product) => setEditing({ product })}
          onDelete={(product) => void remover.remove(product)}
        />
        <Pagination page={page} totalPages={pagination?.totalPages ?? 1} onPage={setPage} label="Product pages" />
      </div>
    );
  }

  return (
    <div className="admin-products">
      <div className="admin-toolbar">
        <ProductFilters
          search={searchText}
          category={category}
          status={status}
          onSearch={setSearchText}
          onCategory={setCategory}
          onStatus={setStatus}
        />
        <button type="button" className="button button-primary admin-add-button" onClick={() => setEditing({ product: null })}>
          <PlusIcon size={16} /> Add Product
        </button>
      </div>

      <p className="admin-result-line" role="status">
        {pagination && list.status !== 'error' ? (
          <>
            <span>{rangeText(pagination.page, pagination.limit, products.length, pagination.total)}</span>
            {filtered ? <span className="admin-result-note">Filters applied</span> : null}
            {pagination.totalPages > 1 ? (
              <span className="admin-result-note">
                Page {pagination.page} of {pagination.totalPages}
              </span>
            ) : null}
          </>
        ) : null}
      </p>

      {remover.failure ? (
        <p className="form-alert admin-alert" role="alert">
          {remover.failure}
          <button type="button" className="admin-link-button" onClick={remover.dismiss}>
            Dismiss
          </button>
        </p>
      ) : null}

      {body}

      {editing ? (
        <ProductFormDialog product={editing.product} onSaved={saved} onClose={() => setEditing(null)} />
      ) : null}
    </div>
  );
}
