import { CollectionRepository, DuplicateKeyError, type DocumentStore, type IndexSpec } from '@shop/platform';
import type { WishlistRecord, WishlistRepository } from '../../core/ports/wishlist-repository.port';

export const WISHLIST_COLLECTION = 'wishlist_items';

const WISHLIST_INDEXES: IndexSpec[] = [
  { fields: ['userId', 'productId'], unique: true },
  { fields: ['userId', 'addedAt'] },
  { fields: ['productId'] },
];

/** Wishlist items in the documents port; the unique (userId, productId) index keeps one per product. */
export class DocumentWishlistRepository extends CollectionRepository<WishlistRecord> implements WishlistRepository {
  constructor(documents: DocumentStore) {
    super(documents, WISHLIST_COLLECTION, WISHLIST_INDEXES);
  }

  async add(userId: string, productId: string, addedAt: string): Promise<boolean> {
    try {
      await this.collection.insertOne({ userId, productId, addedAt });
      return true;
    } catch (error) {
      if (error instanceof DuplicateKeyError) return false;
      throw error;
    }
  }

  remove(userId: string, productId: string): Promise<boolean> {
    return this.collection.deleteOne({ userId, productId });
  }

  list(userId: string): Promise<WishlistRecord[]> {
    return this.collection.find({ userId }, { sort: { addedAt: -1 } });
  }

  count(userId: string): Promise<number> {
    return this.collection.count({ userId });
  }

  removeProduct(productId: string): Promise<number> {
    return this.collection.deleteMany({ productId });
  }
}
