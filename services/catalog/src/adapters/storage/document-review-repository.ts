import { isObjectId } from '@shop/contracts';
import { DuplicateKeyError, type DocumentCollection, type DocumentStore, type Filter } from '@shop/platform';
import type { Range } from '../../core/ports/product-repository.port';
import type {
  AdminReviewCriteria,
  ReviewChanges,
  ReviewRepository,
  ReviewVersion,
} from '../../core/ports/review-repository.port';
import type { ReviewRecord } from '../../core/review/review';
import { termsFilter } from './product-filter';

export const REVIEWS_COLLECTION = 'reviews';

const NEWEST_FIRST = { createdAt: -1 } as const;

/** Reviews in the documents port; the unique (productId, userId) index keeps one per author. */
export class DocumentReviewRepository implements ReviewRepository {
  private readonly reviews: DocumentCollection<ReviewRecord>;

  constructor(documents: DocumentStore) {
    this.reviews = documents.collection<ReviewRecord>(REVIEWS_COLLECTION);
  }

  async ensureIndexes(): Promise<void> {
    await this.reviews.ensureIndex({ fields: ['productId', 'userId'], unique: true });
    await this.reviews.ensureIndex({ fields: ['productId', 'createdAt'] });
    await this.reviews.ensureIndex({ fields: ['rating', 'createdAt'] });
    await this.reviews.ensureIndex({ fields: ['searchPrefixes'], prefixSearch: true });
    await this.reviews.ensureIndex({ fields: ['createdAt'] });
  }

  findById(id: string): Promise<ReviewRecord | null> {
    return isObjectId(id) ? this.reviews.findById(id) : Promise.resolve(null);
  }

  findByAuthor(productId: string, userId: string): Promise<ReviewRecord | null> {
    return this.reviews.findOne({ productId, userId });
  }

  async insert(record: Omit<ReviewRecord, '_id'>): Promise<ReviewRecord | null> {
    try {
      return await this.reviews.insertOne(record);
    } catch (error) {
      if (error instanceof DuplicateKeyError) return null;
      throw error;
    }
  }

  replace(id: string, expected: ReviewVersion, changes: ReviewChanges): Promise<ReviewRecord | null> {
    return this.reviews.updateOne({ _id: id, rating: expected.rating, updatedAt: expected.updatedAt }, { $set: changes });
  }

  deleteIf(id: string, expected: ReviewVersion): Promise<boolean> {
    return this.reviews.deleteOne({ _id: id, rating: expected.rating, updatedAt: expected.updatedAt });
  }

  async pageForProduct(productId: string, range: Range): Promise<{ items: ReviewRecord[]; total: number }> {
    return this.reviews.findPage({ productId }, { sort: NEWEST_FIRST, skip: range.skip, limit: range.limit });
  }

  async adminPage(criteria: AdminReviewCriteria, range: Range): Promise<{ items: ReviewRecord[]; total: number }> {
    const filter: Filter = {};
    if (criteria.productId) filter.productId = criteria.productId;
    if (criteria.rating !== undefined) filter.rating = criteria.rating;
    if (criteria.search?.length) filter.$and = termsFilter('searchPrefixes', criteria.search);
    return this.reviews.findPage(filter, { sort: NEWEST_FIRST, skip: range.skip, limit: range.limit });
  }

  deleteForProduct(productId: string): Promise<number> {
    return this.reviews.deleteMany({ productId });
  }
}
