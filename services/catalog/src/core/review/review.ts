import type { ReviewView } from '../../api/catalog-api';
import type { ProductRecord } from '../product/product';
import { prefixesOf } from '../search/search-words';

/** The author's public fields as they were when the review was written or last changed. */
export type ReviewAuthor = {
  firstName: string;
  lastName: string;
  username: string;
  avatar: string;
  email?: string;
};

export type ReviewRecord = {
  _id: string;
  productId: string;
  userId: string;
  user: ReviewAuthor;
  rating: number;
  comment: string;
  helpful: string[];
  /** The author bought the product (a paid order of theirs holds it); absent on reviews stored before purchases were kept. */
  verifiedPurchase?: boolean;
  /** Prefixes of the comment and author names, for the admin search. */
  searchPrefixes: string[];
  createdAt: string;
  updatedAt: string;
};

export function reviewSearchPrefixes(comment: string, user: ReviewAuthor): string[] {
  return prefixesOf([comment, user.firstName, user.lastName, user.username]);
}

/** The shopper view leaves the e-mail out; the admin view adds it and the product. */
export function toReviewView(record: ReviewRecord, admin?: { product: ProductRecord | null }): ReviewView {
  const { email, ...publicFields } = record.user;
  const view: ReviewView = {
    _id: record._id,
    productId: record.productId,
    user: { _id: record.userId, ...publicFields },
    rating: record.rating,
    comment: record.comment,
    helpful: [...record.helpful],
    verifiedPurchase: record.verifiedPurchase === true,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
  if (!admin) return view;
  if (email) view.user.email = email;
  const product = admin.product;
  view.product = product
    ? { _id: product._id, name: product.name, images: { primary: product.images.primary } }
    : { _id: record.productId, name: '', images: { primary: '' } };
  return view;
}
