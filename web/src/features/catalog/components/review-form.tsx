import { useId, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import {
  DEFAULT_REVIEW_RATING,
  MAX_RATING,
  MAX_REVIEW_COMMENT_LENGTH,
  parseReview,
  type FieldError,
} from '@shop/domain';
import { AlertIcon } from '@/components/ui/icons';
import { StarIcon } from '@/components/ui/shop-icons';
import { Spinner } from '@/components/ui/spinner';
import { localMessage } from '@/lib/i18n/shop-messages';
import { useT, type MessageKey } from '@/lib/i18n/use-t';
import { getAccessToken } from '@/lib/storage';
import { createReview } from '../api/create-review';
import type { Review } from '../types';
import { forgetSession, isSessionRefusal } from '../utils/review-session';
import './reviews.css';

/** A word for each rating, from 1 (Poor) to 5 (Excellent). */
const ratingWords: readonly MessageKey[] = [
  'catalog.review.word.1',
  'catalog.review.word.2',
  'catalog.review.word.3',
  'catalog.review.word.4',
  'catalog.review.word.5',
];

/**
 * The review form: a rating from 1 to 5 (5 by default) and a comment, or the shopper's review to
 * edit, filled in (the same call replaces it). A 401 or 403 ends the session and goes to /login
 * (SPEC section 8).
 */
export function ReviewForm({ productId, editing, onSubmitted, onCancel }: {
  productId: string;
  /** The shopper's own review, when they edit it. */
  editing?: Pick<Review, 'rating' | 'comment'>;
  onSubmitted: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  const id = useId();
  const [, navigate] = useLocation();
  const [rating, setRating] = useState<number>(editing?.rating ?? DEFAULT_REVIEW_RATING);
  const [comment, setComment] = useState(editing?.comment ?? '');
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const commentError = errors.find((e) => e.path === 'comment')?.message;
  const ratingError = errors.find((e) => e.path === 'rating')?.message;
  const ratingWord = ratingWords[rating - 1];

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const parsed = parseReview({ rating, comment });
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    setErrors([]);
    if (!getAccessToken()) {
      setFailure(t('catalog.review.loginRequired'));
      return;
    }
    setBusy(true);
    try {
      await createReview(productId, parsed.value);
      onSubmitted();
    } catch (error) {
      if (isSessionRefusal(error)) {
        forgetSession();
        navigate('/login');
        return;
      }
      setFailure(t('catalog.review.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="review-form card" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t(editing ? 'catalog.review.editTitle' : 'catalog.reviews.write')}</h3>
      <fieldset className="rating-input" aria-describedby={ratingError ? `${id}-rating-error` : undefined}>
        <legend>{t('catalog.review.yourRating')}</legend>
        <div className="rating-stars">
          {Array.from({ length: MAX_RATING }, (_, i) => i + 1).map((value) => (
            <label key={value} className={`rating-star${value <= rating ? ' is-on' : ''}`}>
              <input
                type="radio"
                name={`${id}-rating`}
                value={value}
                checked={rating === value}
                onChange={() => setRating(value)}
                className="visually-hidden"
              />
              <StarIcon size={28} fill={value <= rating ? 'full' : 'empty'} />
              <span className="visually-hidden">{t('catalog.review.stars', { count: value })}</span>
            </label>
          ))}
          <span className="rating-word" aria-hidden="true">
            {ratingWord ? t(ratingWord) : null}
          </span>
        </div>
        {ratingError ? (
          <p id={`${id}-rating-error`} className="field-error">
            {localMessage(ratingError)}
          </p>
        ) : null}
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-comment`} className="field-label">
          {t('catalog.review.yourReview')}
        </label>
        <textarea
          id={`${id}-comment`}
          className="field-input review-textarea"
          rows={4}
          maxLength={MAX_REVIEW_COMMENT_LENGTH}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          placeholder={t('catalog.review.placeholder')}
          aria-invalid={commentError ? true : undefined}
          aria-describedby={commentError ? `${id}-comment-error` : undefined}
        />
        {commentError ? (
          <p id={`${id}-comment-error`} className="field-error">
            {localMessage(commentError)}
          </p>
        ) : null}
      </div>
      {failure ? (
        <p className="form-alert" role="alert">
          <AlertIcon size={18} /> {failure}
        </p>
      ) : null}
      <div className="review-form-actions">
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? <Spinner /> : null}
          {t(editing ? 'catalog.review.save' : 'catalog.review.submit')}
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel} disabled={busy}>
          {t('catalog.review.cancel')}
        </button>
      </div>
    </form>
  );
}
