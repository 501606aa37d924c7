import { formatLongDate } from '@shop/domain';
import type { Review } from '../types';
import { Stars } from './star-rating';
import './reviews.css';

function authorName(review: Review): string {
  const user = review.user;
  const full = [user?.firstName, user?.lastName].filter(Boolean).join(' ').trim();
  return full || user?.username || 'DevShop customer';
}

function initials(name: string): string {
  const parts = name.split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '')).toUpperCase() || '?';
}

function reviewDate(value: string): string {
  try {
    return formatLongDate(value);
  } catch {
    return '';
  }
}

/** The reviews of a product, newest first. */
export function ReviewList({ reviews }: { reviews: Review[] }) {
  return (
    <ul className="review-list">
      {reviews.map((review) => {
        const name = authorName(review);
        return (
          <li key={review._id} className="review">
            <span className="review-avatar" aria-hidden="true">
              {initials(name)}
            </span>
            <div className="review-body">
              <div className="review-head">
                <strong>{name}</strong>
                <span role="img" aria-label={`Rated ${review.rating} out of 5`}>
                  <Stars value={review.rating} size={14} />
                </span>
                {review.createdAt ? (
                  <time dateTime={review.createdAt} className="review-date">
                    {reviewDate(review.createdAt)}
                  </time>
                ) : null}
              </div>
              <p className="review-comment">{review.comment}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
