import { MAX_RATING, MAX_REVIEW_COMMENT_LENGTH, MIN_RATING } from '../constants/limits';
import { resultOf, trimmed, type FieldError, type ValidationResult } from './field-error';
import { REVIEW_MESSAGES as M } from './messages';
import { parseInteger } from './parse-number';

export interface ReviewInput {
  rating?: number | string;
  comment?: string;
}

export interface ReviewDraft {
  rating: number;
  comment: string;
}

/** A review: a whole-star rating from 1 to 5 and a comment of 1 to 2000 characters once trimmed. */
export function validateReview(input: ReviewInput): FieldError[] {
  const errors: FieldError[] = [];
  const rating = parseInteger(input.rating);
  if (rating === null || rating < MIN_RATING || rating > MAX_RATING) {
    errors.push({ path: 'rating', message: M.ratingInvalid });
  }
  const comment = trimmed(input.comment);
  if (comment === '') errors.push({ path: 'comment', message: M.commentRequired });
  else if (comment.length > MAX_REVIEW_COMMENT_LENGTH) errors.push({ path: 'comment', message: M.commentTooLong });
  return errors;
}

export function parseReview(input: ReviewInput): ValidationResult<ReviewDraft> {
  return resultOf(validateReview(input), () => ({
    rating: parseInteger(input.rating) ?? MIN_RATING,
    comment: trimmed(input.comment),
  }));
}
