import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { CheckCircleIcon } from '@/components/ui/icons';
import { EditIcon } from '@/components/ui/shop-icons';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { localMessage } from '@/lib/i18n/shop-messages';
import { useLanguage, useT, type MessageKey } from '@/lib/i18n/use-t';
import { saveRedirectAfterLogin } from '@/lib/redirect-after-login';
import { deleteMyReview } from '../api/delete-my-review';
import { useMyReview } from '../api/get-my-review';
import { useReviews } from '../api/get-reviews';
import type { ProductRating } from '../types';
import { ratingNumber } from '../utils/product-view';
import { forgetSession, isSessionRefusal } from '../utils/review-session';
import { MyReview } from './my-review';
import { ReviewForm } from './review-form';
import { ReviewList } from './review-list';
import { Stars } from './star-rating';
import './reviews.css';
import { invalidate } from '@/lib/use-query';

const REVIEWS_PAGE = 10;

/** What the last change of the shopper's own review did, said once above the reviews. */
const NOTICES = {
  submitted: 'catalog.review.submitted',
  updated: 'catalog.review.updated',
  deleted: 'catalog.review.deleted',
} as const satisfies Record<string, MessageKey>;

/**
 * The Reviews tab: the rating summary, then for a signed-in shopper either their own review (with
 * Edit and Delete) or the form to write one, and the reviews.
 */
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
  const [pathname, navigate] = useLocation();
  const [limit, setLimit] = useState(REVIEWS_PAGE);
  const [formOpen, setFormOpen] = useState(false);
  const [notice, setNotice] = useState<keyof typeof NOTICES | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [deleteFailure, setDeleteFailure] = useState<string | null>(null);
  /** The review just deleted, hidden while the shopper's review is asked for again. */
  const [deletedId, setDeletedId] = useState<string | null>(null);
  const reviews = useReviews(productId, limit);
  const mine = useMyReview(productId, signedIn);
  const myReview = mine.data && mine.data._id !== deletedId ? mine.data : null;
  // Until the shopper's review is known, neither it nor the button shows: a reviewer never sees an empty form.
  const mineUnknown = signedIn && mine.status === 'loading' && mine.data === undefined;
  const { count, average } = rating;
  // Until the first page arrives there is no list: the summary above still shows.
  const list = reviews.data?.reviews ?? [];
  const total = reviews.data?.pagination.total ?? Math.max(count, list.length);

  function changed(what: keyof typeof NOTICES) {
    setNotice(what);
    invalidate('reviews');
    onReviewed();
  }

  function afterSubmit() {
    setFormOpen(false);
    setDeletedId(null);
    changed(myReview ? 'updated' : 'submitted');
  }

  async function removeMine(id: string) {
    if (deleting || !window.confirm(t('catalog.review.deleteConfirm'))) return;
    setDeleting(true);
    setDeleteFailure(null);
    setNotice(null);
    try {
      await deleteMyReview(productId);
      setDeletedId(id);
      changed('deleted');
    } catch (error) {
      if (isSessionRefusal(error)) {
        forgetSession();
        navigate('/login');
        return;
      }
      // Already gone (deleted in another tab): the page catches up.
      if (error instanceof ApiError && error.status === 404) {
        setDeletedId(id);
        changed('deleted');
        return;
      }
      setDeleteFailure(t('catalog.review.deleteFailed'));
    } finally {
      setDeleting(false);
    }
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
          !formOpen && !myReview && !mineUnknown ? (
            <button
              type="button"
              className="button button-primary"
              onClick={() => {
                setNotice(null);
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

      {notice ? (
        <p className="form-success" role="status">
          <CheckCircleIcon size={18} /> {t(NOTICES[notice])}
        </p>
      ) : null}

      {formOpen ? (
        <ReviewForm
          productId={productId}
          editing={myReview ?? undefined}
          onSubmitted={afterSubmit}
          onCancel={() => setFormOpen(false)}
        />
      ) : myReview ? (
        <MyReview
          review={myReview}
          deleting={deleting}
          failure={deleteFailure}
          onEdit={() => {
            setNotice(null);
            setDeleteFailure(null);
            setFormOpen(true);
          }}
          onDelete={() => void removeMine(myReview._id)}
        />
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
