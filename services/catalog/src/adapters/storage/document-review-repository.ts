import { isObjectId } from '@shop/contracts';
import { CollectionRepository, DuplicateKeyError, type DocumentStore, type Filter, type IndexSpec } from '@shop/platform';
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

const REVIEW_INDEXES: IndexSpec[] = [
  { fields: ['productId', 'userId'], unique: true },
  { fields: ['productId', 'createdAt'] },
  { fields: ['rating', 'createdAt'] },
  { fields: ['searchPrefixes'], prefixSearch: true },
  { fields: ['createdAt'] },
];

/** Reviews in the documents port; the unique (productId, userId) index keeps one per author. */
export class DocumentReviewRepository extends CollectionRepository<ReviewRecord> implements ReviewRepository {
  constructor(documents: DocumentStore) {
    super(documents, REVIEWS_COLLECTION, REVIEW_INDEXES);
  }

  findById(id: string): Promise<ReviewRecord | null> {
    return isObjectId(id) ? this.collection.findById(id) : Promise.resolve(null);
  }

  findByAuthor(productId: string, userId: string): Promise<ReviewRecord | null> {
    return this.collection.findOne({ productId, userId });
  }

  async insert(record: Omit<ReviewRecord, '_id'>): Promise<ReviewRecord | null> {
    try {
      return await this.collection.insertOne(record);
    } catch (error) {
      if (error instanceof DuplicateKeyError) return null;
      throw error;
    }
  }

  replace(id: string, expected: ReviewVersion, changes: ReviewChanges): Promise<ReviewRecord | null> {
    return this.collection.updateOne({ _id: id, rating: expected.rating, updatedAt: expected.updatedAt }, { $set: changes });
  }

  deleteIf(id: string, expected: ReviewVersion): Promise<boolean> {
    return this.collection.deleteOne({ _id: id, rating: expected.rating, updatedAt: expected.updatedAt });
  }

  async pageForProduct(productId: string, range: Range): Promise<{ items: ReviewRecord[]; total: number }> {
    return this.collection.findPage({ productId }, { sort: NEWEST_FIRST, skip: range.skip, limit: range.limit });
  }

  async adminPage(criteria: AdminReviewCriteria, range: Range): Promise<{ items: ReviewRecord[]; total: number }> {
    const filter: Filter = {};
    if (criteria.productId) filter.productId = criteria.productId;
    if (criteria.rating !== undefined) filter.rating = criteria.rating;
    if (criteria.search?.length) filter.$and = termsFilter('searchPrefixes', criteria.search);
    return this.collection.findPage(filter, { sort: NEWEST_FIRST, skip: range.skip, limit: range.limit });
  }

  deleteForProduct(productId: string): Promise<number> {
    return this.collection.deleteMany({ productId });
  }

  markVerified(userId: string, productIds: string[]): Promise<number> {
    if (productIds.length === 0) return Promise.resolve(0);
    // Neither rating nor updatedAt moves: a shopper's edit racing this one is not refused for it.
    return this.collection.updateMany({ userId, productId: { $in: productIds }, verifiedPurchase: { $ne: true } }, { $set: { verifiedPurchase: true } });
  }
}
