import type { ReviewRecord } from '../review/review';
import type { SearchTerm } from '../search/search-words';
import type { Range } from './product-repository.port';

export interface AdminReviewCriteria {
  search?: SearchTerm[];
  rating?: number;
  productId?: string;
}

/** The version of a review a change was computed from. */
export interface ReviewVersion {
  rating: number;
  updatedAt: string;
}

export type ReviewChanges = Pick<ReviewRecord, 'rating' | 'comment' | 'user' | 'searchPrefixes' | 'updatedAt'>;

/** Reviews, one per user and product (a unique index holds it). Newest first. */
export interface ReviewRepository {
  findById(id: string): Promise<ReviewRecord | null>;
  findByAuthor(productId: string, userId: string): Promise<ReviewRecord | null>;
  /** null when the user has reviewed the product already. */
  insert(record: Omit<ReviewRecord, '_id'>): Promise<ReviewRecord | null>;
  /** null when the review changed meanwhile (or is gone). */
  replace(id: string, expected: ReviewVersion, changes: ReviewChanges): Promise<ReviewRecord | null>;
  /** false when the review changed meanwhile (or is gone). */
  deleteIf(id: string, expected: ReviewVersion): Promise<boolean>;
  pageForProduct(productId: string, range: Range): Promise<{ items: ReviewRecord[]; total: number }>;
  adminPage(criteria: AdminReviewCriteria, range: Range): Promise<{ items: ReviewRecord[]; total: number }>;
  deleteForProduct(productId: string): Promise<number>;
  /** Marks the user's reviews of these products as by a buyer; how many were not marked yet. */
  markVerified(userId: string, productIds: string[]): Promise<number>;
}
