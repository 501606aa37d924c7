import { DuplicateKeyError, type DocumentCollection, type DocumentStore } from '@shop/platform';
import type { WishlistRecord, WishlistRepository } from '../../core/ports/wishlist-repository.port';

export const WISHLIST_COLLECTION = 'wishlist_items';

/** Wishlist items in the documents port; the unique (userId, productId) index keeps one per product. */
export class DocumentWishlistRepository implements WishlistRepository {
  private readonly items: DocumentCollection<WishlistRecord>;

  constructor(documents: DocumentStore) {
    this.items = documents.collection<WishlistRecord>(WISHLIST_COLLECTION);
  }

  async ensureIndexes(): Promise<void> {
    await this.items.ensureIndex({ fields: ['userId', 'productId'], unique: true });
    await this.items.ensureIndex({ fields: ['userId', 'addedAt'] });
    await this.items.ensureIndex({ fields: ['productId'] });
  }

  async add(userId: string, productId: string, addedAt: string): Promise<boolean> {
    try {
      await this.items.insertOne({ userId, productId, addedAt });
      return true;
    } catch (error) {
      if (error instanceof DuplicateKeyError) return false;
      throw error;
    }
  }

  remove(userId: string, productId: string): Promise<boolean> {
    return this.items.deleteOne({ userId, productId });
  }

  list(userId: string): Promise<WishlistRecord[]> {
    return this.items.find({ userId }, { sort: { addedAt: -1 } });
  }

  count(userId: string): Promise<number> {
    return this.items.count({ userId });
  }

  removeProduct(productId: string): Promise<number> {
    return this.items.deleteMany({ productId });
  }
}
