import { Link } from 'wouter';
import { StarIcon, TrashIcon } from '@/components/ui/shop-icons';
import { useT } from '@/lib/i18n/use-t';
import type { AdminReview } from '../api/get-admin-reviews';
import { reviewerName } from '../utils/reviewer-name';
import { AdminTable } from './admin-table';
import { RelativeTimeText } from './relative-time-text';

function Stars({ rating }: { rating: number }) {
  const t = useT();
  return (
    <span className="admin-stars" aria-label={t('admin.reviews.starsLabel', { rating })} role="img">
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon key={n} fill={n <= rating ? 'full' : 'empty'} size={14} />
      ))}
    </span>
  );
}

/** The review list: product, reviewer, rating, comment, when, and Delete. */
export function ReviewTable({
  reviews,
  deletingId,
  onDelete,
}: {
  reviews: AdminReview[];
  deletingId: string | null;
  onDelete: (review: AdminReview) => void;
}) {
  const t = useT();
  const columns = {
    reviewer: t('admin.col.reviewer'),
    rating: t('admin.col.rating'),
    comment: t('admin.col.comment'),
    posted: t('admin.col.posted'),
  };
  return (
    <AdminTable
      caption={t('admin.reviews.caption')}
      columns={[t('admin.col.product'), columns.reviewer, columns.rating, columns.comment, columns.posted]}
      actions
    >
      {reviews.map((review) => {
        const productId = review.product?._id ?? review.productId;
        return (
          <tr key={review._id} data-testid="admin-review-row">
            <th scope="row" className="admin-cell-product">
              <Link to={`/product/${productId}`}>{review.product?.name ?? t('admin.col.product')}</Link>
            </th>
            <td data-label={columns.reviewer}>
              <span className="admin-person">
                <span className="admin-person-name">{reviewerName(review)}</span>
                {review.user.email ? <span className="admin-person-email">{review.user.email}</span> : null}
              </span>
            </td>
            <td data-label={columns.rating}>
              <Stars rating={review.rating} />
            </td>
            <td data-label={columns.comment}>
              <p className="admin-comment">{review.comment}</p>
            </td>
            <td data-label={columns.posted}>
              <RelativeTimeText value={review.createdAt} />
            </td>
            <td className="admin-cell-actions">
              <button
                type="button"
                className="button admin-row-button admin-danger-button"
                onClick={() => onDelete(review)}
                disabled={deletingId === review._id}
              >
                <TrashIcon size={16} /> {deletingId === review._id ? t('admin.common.deleting') : t('admin.common.delete')}
                <span className="visually-hidden"> {t('admin.reviews.deleteTarget', { name: reviewerName(review) })}</span>
              </button>
            </td>
          </tr>
        );
      })}
    </AdminTable>
  );
}
