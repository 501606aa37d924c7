import { useState } from 'react';
import { FILTER_DEBOUNCE_MS } from '@shop/domain';
import { StarIcon } from '@/components/ui/shop-icons';
import { ADMIN_REVIEWS_FAILED, useAdminReviews } from '../api/get-admin-reviews';
import { useProductChoices } from '../api/get-product-choices';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useDeleteReview } from '../hooks/use-delete-review';
import { useFilterPage, useStayWithinPages } from '../hooks/use-filter-page';
import { AdminAlert } from './admin-alert';
import { AdminListBody, NoRowsFound } from './admin-list-body';
import { AdminResultLine } from './admin-result-line';
import { ReviewFilters } from './review-filters';
import { ReviewTable } from './review-table';
import './admin-products.css';
import './admin-lists.css';

/**
 * /admin/reviews for an admin: search (debounced 500 ms), rating and product filters, 10 per
 * page, delete after a confirm. The server recomputes the product's rating; the list reloads.
 */
export function AdminReviews() {
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText, FILTER_DEBOUNCE_MS);
  const [rating, setRating] = useState('');
  const [product, setProduct] = useState('');
  const [version, setVersion] = useState(0);
  const [page, setPage] = useFilterPage(JSON.stringify([search.trim(), rating, product]));
  const remover = useDeleteReview(() => setVersion((n) => n + 1));
  const choices = useProductChoices();

  const list = useAdminReviews({ page, search, rating, product }, version);
  useStayWithinPages(page, list.status === 'success' ? list.data.pagination.totalPages : 0, setPage);
  const pagination = list.data?.pagination;
  const reviews = list.data?.reviews ?? [];
  const filtered = Boolean(search.trim() || rating || product);

  function clearFilters() {
    setSearchText('');
    setRating('');
    setProduct('');
  }

  return (
    <div className="admin-screen">
      <div className="admin-toolbar">
        <ReviewFilters
          search={searchText}
          rating={rating}
          product={product}
          products={choices.data ?? []}
          onSearch={setSearchText}
          onRating={setRating}
          onProduct={setProduct}
        />
      </div>

      <AdminResultLine
        pagination={list.status === 'error' ? undefined : pagination}
        shown={reviews.length}
        noun={{ one: 'review', many: 'reviews' }}
        filtered={filtered}
      />

      <AdminAlert message={remover.failure} action="Dismiss" onAction={remover.dismiss} />

      <AdminListBody
        list={list}
        failedTitle={ADMIN_REVIEWS_FAILED}
        loadingText="Loading reviews..."
        rowCount={reviews.length}
        empty={
          <NoRowsFound
            icon={<StarIcon size={28} />}
            title="No reviews found"
            hint="Reviews appear here once shoppers write them"
            filtered={filtered}
            onClearFilters={clearFilters}
          />
        }
        pages={{ page, totalPages: pagination?.totalPages ?? 1, onPage: setPage, label: 'Review pages' }}
      >
        <ReviewTable reviews={reviews} deletingId={remover.deletingId} onDelete={(review) => void remover.remove(review)} />
      </AdminListBody>
    </div>
  );
}
