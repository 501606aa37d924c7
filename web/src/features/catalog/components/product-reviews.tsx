import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { CheckCircleIcon, EditIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { localMessage } from '@/lib/i18n/shop-messages';
import { useLanguage, useT } from '@/lib/i18n/use-t';
import { saveRedirectAfterLogin } from '@/lib/redirect-after-login';
import { useReviews } from '../api/get-reviews';
import type { ProductRating } from '../types';
import { ratingNumber } from '../utils/product-view';
import { ReviewForm } from './review-form';
import { ReviewList } from './review-list';
import { Stars } from './star-rating';
import './reviews.css';
import { invalidate } from '@/lib/use-query';

const REVIEWS_PAGE = 10;

/** The Reviews tab: the rating summary, the form for signed-in shoppers and the reviews. */
export function ProductReviews({
  productId,
  rating,
  signedIn,
  onReviewed,
}: {
  productId: string;
  rating: ProductRating;
  signedIn: boolean;
  onReviewed: () => void;
}) {
  const t = useT();
  const language = useLanguage();
  const [pathname] = useLocation();
  const [limit, setLimit] = useState(REVIEWS_PAGE);
  const [formOpen, setFormOpen] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const reviews = useReviews(productId, limit);
  const { count, average } = rating;
  // Until the first page arrives there is no list: the summary above still shows.
  const list = reviews.data?.reviews ?? [];
  const total = reviews.data?.pagination.total ?? Math.max(count, list.length);

  function afterSubmit() {
    setFormOpen(false);
    setSubmitted(true);
    invalidate('reviews');
    onReviewed();
  }

  return (
    <div className="product-reviews">
      <div className="review-summary">
        <div className="review-summary-score">
          <span className="review-summary-average">{count ? ratingNumber(average, language, 1) : '–'}</span>
          <span
            role="img"
            aria-label={count ? t('catalog.rating.label', { rating: ratingNumber(average, language, 1) }) : t('catalog.reviews.noRating')}
          >
            <Stars value={average} size={18} />
          </span>
          <span className="review-summary-count">{count ? t('catalog.reviews.count', { count }) : t('catalog.reviews.none')}</span>
        </div>
        {signedIn ? (
          !formOpen ? (
            <button
              type="button"
              className="button button-primary"
              onClick={() => {
                setSubmitted(false);
                setFormOpen(true);
              }}
            >
              <EditIcon size={16} /> {t('catalog.reviews.write')}
            </button>
          ) : null
        ) : (
          <p className="review-signin">
            <Link to="/login" onClick={() => saveRedirectAfterLogin(pathname)}>
              {t('catalog.reviews.signIn')}
            </Link>{' '}
            {t('catalog.reviews.signInToWrite')}
          </p>
        )}
      </div>

      {submitted ? (
        <p className="form-success" role="status">
          <CheckCircleIcon size={18} /> {t('catalog.review.submitted')}
        </p>
      ) : null}

      {formOpen ? (
        <ReviewForm productId={productId} onSubmitted={afterSubmit} onCancel={() => setFormOpen(false)} />
      ) : null}

      {reviews.status === 'error' && list.length === 0 ? (
        <p className="form-alert" role="alert">
          {reviews.error ? localMessage(reviews.error) : null}{' '}
          <button type="button" className="link-button" onClick={reviews.reload}>
            {t('catalog.reviews.tryAgain')}
          </button>
        </p>
      ) : null}
      {reviews.status === 'loading' && list.length === 0 ? (
        <p className="reviews-loading" role="status">
          <Spinner /> {t('catalog.reviews.loading')}
        </p>
      ) : null}
      {reviews.status === 'success' && list.length === 0 ? (
        <p className="reviews-empty">{t('catalog.reviews.empty')}</p>
      ) : null}
      {list.length ? <ReviewList reviews={list} /> : null}
      {list.length && list.length < total && list.length >= limit ? (
        <button
          type="button"
          className="button button-secondary reviews-more"
          onClick={() => setLimit((l) => l + REVIEWS_PAGE)}
          disabled={reviews.status === 'loading'}
        >
          {t('catalog.reviews.more')}
        </button>
      ) : null}
    </div>
  );
}
