import { catalogPb } from '@shop/proto';
import { describe, expect, it } from 'vitest';
import type { ReviewView } from '../../api/catalog-api';
import { reviewFromPb, reviewToPb } from './review-messages';

const review: ReviewView = {
  _id: 'cccccccccccccccccccccccc',
  productId: 'bbbbbbbbbbbbbbbbbbbbbbbb',
  user: { _id: '000000000000000000000001', firstName: 'Aline', lastName: 'Uwase', username: 'aline', avatar: '' },
  rating: 4,
  comment: 'Quiet keys',
  helpful: [],
  verifiedPurchase: true,
  createdAt: '2025-03-01T08:00:00.000Z',
  updatedAt: '2025-03-02T08:00:00.000Z',
};

/** Through the bytes, as the wire carries it. */
const overTheWire = (view: ReviewView) => reviewFromPb(catalogPb.Review.decode(catalogPb.Review.encode(reviewToPb(view)).finish()));

describe('a review over gRPC', () => {
  it('keeps its verified-purchase mark either way', () => {
    expect(overTheWire(review)).toStrictEqual(review);
    expect(overTheWire({ ...review, verifiedPurchase: false })).toStrictEqual({ ...review, verifiedPurchase: false });
  });

  it('keeps the admin view’s e-mail and product', () => {
    const admin: ReviewView = {
      ...review,
      user: { ...review.user, email: 'aline@example.rw' },
      product: { _id: review.productId, name: 'Keychron K2', images: { primary: '/k2.svg' } },
    };
    expect(overTheWire(admin)).toStrictEqual(admin);
  });
});
