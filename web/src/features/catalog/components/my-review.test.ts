import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nProvider } from '@lingui/react';
import { Router } from 'wouter';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { speak } from '@/lib/i18n/testing/speak';
import type { Review } from '../types';
import { MyReview } from './my-review';
import { ReviewForm } from './review-form';
import { ReviewList } from './review-list';

const review: Review = {
  _id: 'cccccccccccccccccccccccc',
  productId: 'bbbbbbbbbbbbbbbbbbbbbbbb',
  user: { _id: '000000000000000000000001', firstName: 'Aline', lastName: 'Uwase', username: 'aline', avatar: '' },
  rating: 3,
  comment: 'Keys are loud & clicky',
  helpful: [],
  verifiedPurchase: true,
  createdAt: '2025-03-01T08:00:00.000Z',
  updatedAt: '2025-03-02T08:00:00.000Z',
};

const render = (element: ReactElement) =>
  renderToStaticMarkup(createElement(I18nProvider, { i18n }, createElement(Router, { ssrPath: '/product/bbbbbbbbbbbbbbbbbbbbbbbb', children: element })));
const nothing = () => undefined;
const mine = (props: Partial<Parameters<typeof MyReview>[0]> = {}) =>
  render(createElement(MyReview, { review, deleting: false, failure: null, onEdit: nothing, onDelete: nothing, ...props }));
/** The star the form has chosen: the value of its checked radio. */
const checkedStar = (html: string) => html.match(/<input[^>]*type="radio"[^>]*>/g)?.filter((input) => input.includes('checked=""')).map((input) => input.match(/value="(\d)"/)?.[1]);
const buttons = (html: string) => [...html.matchAll(/<button[^>]*>(.*?)<\/button>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, '').trim());

describe("the shopper's own review and the reviews", () => {
  beforeAll(() => speak('en'));
  afterAll(() => speak('en'));

  it('shows their review with Edit and Delete, its rating, date and verified-purchase mark', () => {
    const html = mine();
    expect(html).toContain('You reviewed this product');
    expect(html).toContain('Keys are loud &amp; clicky');
    expect(html).toContain('aria-label="Rated 3 out of 5"');
    expect(html).toContain('March 2, 2025');
    expect(html).toContain('Verified purchase');
    expect(buttons(html)).toEqual(['Edit', 'Delete']);
    expect(html).not.toContain('role="alert"');
  });

  it('leaves the mark off a review by someone who has not bought the product, and says why a delete failed', () => {
    const html = mine({ review: { ...review, verifiedPurchase: false }, failure: 'Failed to delete your review. Please try again.', deleting: true });
    expect(html).not.toContain('Verified purchase');
    expect(html).toMatch(/role="alert"[^>]*>.*Failed to delete your review\. Please try again\./);
    expect(html.match(/<button[^>]*disabled=""/g)).toHaveLength(2);
  });

  it('marks only the verified purchases in the list of reviews', () => {
    const html = render(createElement(ReviewList, { reviews: [review, { ...review, _id: 'dddddddddddddddddddddddd', comment: 'Not bought', verifiedPurchase: false }] }));
    const items = html.split('<li').slice(1);
    expect(items).toHaveLength(2);
    expect(items[0]).toContain('Verified purchase');
    expect(items[1]).toContain('Not bought');
    expect(items[1]).not.toContain('Verified purchase');
  });

  it('opens the form filled in with their review to edit it', () => {
    const html = render(createElement(ReviewForm, { productId: review.productId, editing: review, onSubmitted: nothing, onCancel: nothing }));
    expect(html).toContain('Edit your review');
    expect(html).toContain('>Keys are loud &amp; clicky</textarea>');
    expect(checkedStar(html)).toEqual(['3']);
    expect(buttons(html)).toEqual(['Save Changes', 'Cancel']);
  });

  it('opens an empty form, rated 5, for a shopper who has not reviewed the product', () => {
    const html = render(createElement(ReviewForm, { productId: review.productId, onSubmitted: nothing, onCancel: nothing }));
    expect(html).toContain('Write a Review');
    expect(html).toMatch(/<textarea[^>]*><\/textarea>/);
    expect(checkedStar(html)).toEqual(['5']);
    expect(buttons(html)).toEqual(['Submit Review', 'Cancel']);
  });
});
