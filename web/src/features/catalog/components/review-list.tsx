import { formatLongDate, type Language } from '@shop/domain';
import { useLanguage, useT, type Translate } from '@/lib/i18n/use-t';
import type { Review } from '../types';
import { ratingNumber } from '../utils/product-view';
import { Stars } from './star-rating';
import { VerifiedMark } from './verified-mark';
import './reviews.css';

function authorName(review: Review, t: Translate): string {
  const user = review.user;
  const full = [user?.firstName, user?.lastName].filter(Boolean).join(' ').trim();
  return full || user?.username || t('catalog.reviews.anonymous');
}

function initials(name: string): string {
  const parts = name.split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '')).toUpperCase() || '?';
}

export function reviewDate(value: string, language: Language): string {
  try {
    return formatLongDate(value, language);
  } catch {
    return '';
  }
}

/** The reviews of a product, newest first; a buyer's marked as a verified purchase. */
export function ReviewList({ reviews }: { reviews: Review[] }) {
  const t = useT();
  const language = useLanguage();
  return (
    <ul className="review-list">
      {reviews.map((review) => {
        const name = authorName(review, t);
        return (
          <li key={review._id} className="review">
            <span className="review-avatar" aria-hidden="true">
              {initials(name)}
            </span>
            <div className="review-body">
              <div className="review-head">
                <strong>{name}</strong>
                <span role="img" aria-label={t('catalog.rating.label', { rating: ratingNumber(review.rating, language) })}>
                  <Stars value={review.rating} size={14} />
                </span>
                {review.verifiedPurchase ? <VerifiedMark /> : null}
                {review.createdAt ? (
                  <time dateTime={review.createdAt} className="review-date">
                    {reviewDate(review.createdAt, language)}
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
