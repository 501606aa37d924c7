import { StarIcon } from '@/components/ui/shop-icons';
import { useT } from '@/lib/i18n/use-t';
import { adminReviewsFailed, useAdminReviews } from '../api/get-admin-reviews';
import { useProductChoices } from '../api/get-product-choices';
import { useDeleteReview } from '../hooks/use-delete-review';
import { useStayWithinPages } from '../hooks/use-filter-page';
import { useListFilters } from '../hooks/use-list-filters';
import { AdminAlert } from './admin-alert';
import { AdminListBody, NoRowsFound } from './admin-list-body';
import { AdminResultLine } from './admin-result-line';
import { NO_REVIEW_FILTERS, ReviewFilters } from './review-filters';
import { ReviewTable } from './review-table';
import './admin-products.css';
import './admin-lists.css';
import { invalidate } from '@/lib/use-query';

/**
 * /admin/reviews for an admin: search (debounced 500 ms), rating and product filters, 10 per
 * page, delete after a confirm. The server recomputes the product's rating; the list reloads.
 */
export function AdminReviews() {
  const t = useT();
  const filters = useListFilters(NO_REVIEW_FILTERS);
  const { page, setPage, filtered } = filters;
  const remover = useDeleteReview(() => invalidate('admin-reviews'));
  const choices = useProductChoices();

  const list = useAdminReviews({ page, ...filters.applied });
  useStayWithinPages(page, list.status === 'success' ? list.data.pagination.totalPages : 0, setPage);
  const pagination = list.data?.pagination;
  const reviews = list.data?.reviews ?? [];

  return (
    <div className="admin-screen">
      <div className="admin-toolbar">
        <ReviewFilters filters={filters.typed} onChange={filters.setFilter} products={choices.data ?? []} />
      </div>

      <AdminResultLine
        pagination={list.status === 'error' ? undefined : pagination}
        shown={reviews.length}
        kind="reviews"
        filtered={filtered}
      />

      <AdminAlert message={remover.failure} action={t('admin.common.dismiss')} onAction={remover.dismiss} />

      <AdminListBody
        list={list}
        failedTitle={adminReviewsFailed()}
        loadingText={t('admin.reviews.loading')}
        rowCount={reviews.length}
        empty={
          <NoRowsFound
            icon={<StarIcon size={28} />}
            title={t('admin.reviews.empty')}
            hint={t('admin.reviews.emptyHint')}
            filtered={filtered}
            onClearFilters={filters.clear}
          />
        }
        pages={{ page, totalPages: pagination?.totalPages ?? 1, onPage: setPage, label: t('admin.reviews.pages') }}
      >
        <ReviewTable reviews={reviews} deletingId={remover.deletingId} onDelete={(review) => void remover.remove(review)} />
      </AdminListBody>
    </div>
  );
}
