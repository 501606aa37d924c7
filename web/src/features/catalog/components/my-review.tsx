import { useId } from 'react';
import { AlertIcon } from '@/components/ui/icons';
import { EditIcon } from '@/components/ui/shop-icons';
import { Spinner } from '@/components/ui/spinner';
import { useLanguage, useT } from '@/lib/i18n/use-t';
import type { Review } from '../types';
import { ratingNumber } from '../utils/product-view';
import { reviewDate } from './review-list';
import { Stars } from './star-rating';
import { VerifiedMark } from './verified-mark';
import './reviews.css';

/**
 * The signed-in shopper's own review of the product, where the empty form would be: one review
 * per shopper and product, so they edit or delete it rather than write a second.
 */
export function MyReview({
  review,
  deleting,
  failure,
  onEdit,
  onDelete,
}: {
  review: Review;
  deleting: boolean;
  failure: string | null;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const t = useT();
  const language = useLanguage();
  const id = useId();
  const changedAt = review.updatedAt || review.createdAt;
  return (
    <section className="my-review card" aria-labelledby={`${id}-title`}>
      <div className="review-head">
        <h3 id={`${id}-title`}>{t('catalog.review.mine')}</h3>
        <span role="img" aria-label={t('catalog.rating.label', { rating: ratingNumber(review.rating, language) })}>
          <Stars value={review.rating} size={14} />
        </span>
        {review.verifiedPurchase ? <VerifiedMark /> : null}
        {changedAt ? (
          <time dateTime={changedAt} className="review-date">
            {reviewDate(changedAt, language)}
          </time>
        ) : null}
      </div>
      <p className="review-comment">{review.comment}</p>
      {failure ? (
        <p className="form-alert" role="alert">
          <AlertIcon size={18} /> {failure}
        </p>
      ) : null}
      <div className="review-form-actions">
        <button type="button" className="button button-secondary" onClick={onEdit} disabled={deleting}>
          <EditIcon size={16} /> {t('catalog.review.edit')}
        </button>
        <button type="button" className="button button-secondary" onClick={onDelete} disabled={deleting}>
          {deleting ? <Spinner /> : null}
          {t('catalog.review.delete')}
        </button>
      </div>
    </section>
  );
}
