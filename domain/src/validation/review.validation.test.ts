import { describe, expect, it } from 'vitest';
import { parseReview, validateReview } from './review.validation';

describe('validateReview', () => {
  it('accepts a rating of 1 to 5 with a comment', () => {
    for (const rating of [1, 2, 3, 4, 5, '5']) {
      expect(validateReview({ rating, comment: 'Great keyboard' })).toEqual([]);
    }
  });

  it.each([0, 6, 4.5, -1, Number.NaN, '', 'five', undefined])('refuses the rating %j', (rating) => {
    expect(validateReview({ rating, comment: 'ok' })).toEqual([
      { path: 'rating', message: 'Rating must be a whole number from 1 to 5' },
    ]);
  });

  it('requires a comment with more than whitespace', () => {
    for (const comment of [undefined, '', '   \n ']) {
      expect(validateReview({ rating: 5, comment })).toEqual([{ path: 'comment', message: 'Please write a comment' }]);
    }
  });

  it('accepts 2000 characters and refuses 2001, counted after trimming', () => {
    expect(validateReview({ rating: 5, comment: 'a'.repeat(2000) })).toEqual([]);
    expect(validateReview({ rating: 5, comment: `  ${'a'.repeat(2000)}  ` })).toEqual([]);
    expect(validateReview({ rating: 5, comment: 'a'.repeat(2001) })).toEqual([
      { path: 'comment', message: 'Comment must be at most 2000 characters' },
    ]);
  });
});

describe('parseReview', () => {
  it('gives the trimmed comment and the rating as a number', () => {
    expect(parseReview({ rating: '4', comment: '  Solid build.  ' })).toEqual({
      ok: true,
      errors: [],
      value: { rating: 4, comment: 'Solid build.' },
    });
  });
});
