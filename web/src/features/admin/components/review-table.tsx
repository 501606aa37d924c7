import { Link } from 'wouter';
import { StarIcon, TrashIcon } from '@/components/ui/shop-icons';
import type { AdminReview } from '../api/get-admin-reviews';
import { AdminTable } from './admin-table';
import { RelativeTimeText } from './relative-time-text';

function Stars({ rating }: { rating: number }) {
  return (
    <span className="admin-stars" aria-label={`${rating} out of 5 stars`} role="img">
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon key={n} fill={n <= rating ? 'full' : 'empty'} size={14} />
      ))}
    </span>
  );
}

function reviewerName(review: AdminReview): string {
  const { firstName, lastName, username } = review.user;
  return `${firstName} ${lastName}`.trim() || username || 'Anonymous';
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
  return (
    <AdminTable caption="Reviews" columns={['Product', 'Reviewer', 'Rating', 'Comment', 'Posted']} actions>
      {reviews.map((review) => {
        const productId = review.product?._id ?? review.productId;
        return (
          <tr key={review._id} data-testid="admin-review-row">
            <th scope="row" className="admin-cell-product">
              <Link to={`/product/${productId}`}>{review.product?.name ?? 'Product'}</Link>
            </th>
            <td data-label="Reviewer">
              <span className="admin-person">
                <span className="admin-person-name">{reviewerName(review)}</span>
                {review.user.email ? <span className="admin-person-email">{review.user.email}</span> : null}
              </span>
            </td>
            <td data-label="Rating">
              <Stars rating={review.rating} />
            </td>
            <td data-label="Comment">
              <p className="admin-comment">{review.comment}</p>
            </td>
            <td data-label="Posted">
              <RelativeTimeText value={review.createdAt} />
            </td>
            <td className="admin-cell-actions">
              <button
                type="button"
                className="button admin-row-button admin-danger-button"
                onClick={() => onDelete(review)}
                disabled={deletingId === review._id}
              >
                <TrashIcon size={16} /> {deletingId === review._id ? 'Deleting…' : 'Delete'}
                <span className="visually-hidden"> review by {reviewerName(review)}</span>
              </button>
            </td>
          </tr>
        );
      })}
    </AdminTable>
  );
}
