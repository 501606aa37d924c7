import { useState } from 'react';
import { FILTER_DEBOUNCE_MS } from '@shop/domain';
import { Pagination } from '@/components/ui/pagination';
import { StarIcon } from '@/components/ui/shop-icons';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/state-message';
import { ADMIN_REVIEWS_FAILED, useAdminReviews } from '../api/get-admin-reviews';
import { useProductChoices } from '../api/get-product-choices';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useDeleteReview } from '../hooks/use-delete-review';
import { useFilterPage, useStayWithinPages } from '../hooks/use-filter-page';
import { rangeText } from '../utils/range-text';
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

  let body;
  if (list.status === 'error') {
    body = (
      <ErrorState title={ADMIN_REVIEWS_FAILED} message={list.error === ADMIN_REVIEWS_FAILED ? null : list.error} onRetry={list.reload} />
    );
  } else if (!list.data) {
    body = <LoadingState text="Loading reviews..." />;
  } else if (reviews.length === 0) {
    body = (
      <EmptyState icon={<StarIcon size={28} />} title="No reviews found">
        <p className="state-message-text">
          {filtered ? 'Try adjusting your search terms or filters' : 'Reviews appear here once shoppers write them'}
        </p>
        {filtered ? (
          <div className="state-message-actions">
            <button
              type="button"
              className="button button-secondary"
              onClick={() => {
                setSearchText('');
                setRating('');
                setProduct('');
              }}
            >
              Clear Filters
            </button>
          </div>
        ) : null}
      </EmptyState>
    );
  } else {
    body = (
      <div className={list.status === 'loading' ? 'admin-refreshing' : undefined} aria-busy={list.status === 'loading' || undefined}>
        <ReviewTable reviews={reviews} deletingId={remover.deletingId} onDelete={(review) => void remover.remove(review)} />
        <Pagination page={page} totalPages={pagination?.totalPages ?? 1} onPage={setPage} label="Review pages" />
      </div>
    );
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

      <p className="admin-result-line" role="status">
        {pagination && list.status !== 'error' ? (
          <>
            <span>{rangeText(pagination, reviews.length, { one: 'review', many: 'reviews' })}</span>
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
    </div>
  );
}
