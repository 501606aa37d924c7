import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { CheckCircleIcon, EditIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { saveRedirectAfterLogin } from '@/lib/redirect-after-login';
import { useReviews } from '../api/get-reviews';
import type { ProductRating } from '../types';
import { reviewCountLabel } from '../utils/product-view';
import { REVIEW_SUBMITTED, ReviewForm } from './review-form';
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
          <span className="review-summary-average">{count ? average.toFixed(1) : '–'}</span>
          <span role="img" aria-label={count ? `Rated ${average.toFixed(1)} out of 5` : 'No rating yet'}>
            <Stars value={average} size={18} />
          </span>
          <span className="review-summary-count">{count ? reviewCountLabel(count) : 'No reviews yet'}</span>
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
              <EditIcon size={16} /> Write a Review
            </button>
          ) : null
        ) : (
          <p className="review-signin">
            <Link to="/login" onClick={() => saveRedirectAfterLogin(pathname)}>
              Sign in
            </Link>{' '}
            to write a review.
          </p>
        )}
      </div>

      {submitted ? (
        <p className="form-success" role="status">
          <CheckCircleIcon size={18} /> {REVIEW_SUBMITTED}
        </p>
      ) : null}

      {formOpen ? (
        <ReviewForm productId={productId} onSubmitted={afterSubmit} onCancel={() => setFormOpen(false)} />
      ) : null}

      {reviews.status === 'error' && list.length === 0 ? (
        <p className="form-alert" role="alert">
          {reviews.error}{' '}
          <button type="button" className="link-button" onClick={reviews.reload}>
            Try Again
          </button>
        </p>
      ) : null}
      {reviews.status === 'loading' && list.length === 0 ? (
        <p className="reviews-loading" role="status">
          <Spinner /> Loading reviews...
        </p>
      ) : null}
      {reviews.status === 'success' && list.length === 0 ? (
        <p className="reviews-empty">No reviews yet. Be the first to share what you think.</p>
      ) : null}
      {list.length ? <ReviewList reviews={list} /> : null}
      {list.length && list.length < total && list.length >= limit ? (
        <button
          type="button"
          className="button button-secondary reviews-more"
          onClick={() => setLimit((l) => l + REVIEWS_PAGE)}
          disabled={reviews.status === 'loading'}
        >
          Show more reviews
        </button>
      ) : null}
    </div>
  );
}
