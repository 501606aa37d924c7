import { CollectionRepository, DuplicateKeyError, type Doc, type DocumentStore, type IndexSpec, type Update } from '@shop/platform';
import type { OrderPurchase, PurchaseLedger } from '../../core/ports/purchase-ledger.port';

export const PURCHASES_COLLECTION = 'purchases';

type PurchaseDoc = Doc & {
  orderId: string;
  userId: string;
  productIds?: string[];
  paid?: boolean;
  placedAt?: string;
  paidAt?: string;
};

const PURCHASE_INDEXES: IndexSpec[] = [{ fields: ['orderId'], unique: true }, { fields: ['userId'] }];

/** One document per order the catalog heard of, made by whichever of its two events comes first. */
export class DocumentPurchaseLedger extends CollectionRepository<PurchaseDoc> implements PurchaseLedger {
  constructor(documents: DocumentStore) {
    super(documents, PURCHASES_COLLECTION, PURCHASE_INDEXES);
  }

  notePlaced(order: { orderId: string; userId: string; productIds: string[] }, at: string): Promise<OrderPurchase> {
    return this.note(order.orderId, { $set: { userId: order.userId, productIds: [...new Set(order.productIds)], placedAt: at } });
  }

  notePaid(order: { orderId: string; userId: string }, at: string): Promise<OrderPurchase> {
    return this.note(order.orderId, { $set: { userId: order.userId, paid: true, paidAt: at } });
  }

  async hasBought(userId: string, productId: string): Promise<boolean> {
    const found = await this.collection.find({ userId, paid: true, productIds: productId }, { limit: 1, projection: { orderId: 1 } });
    return found.length > 0;
  }

  private async note(orderId: string, update: Update): Promise<OrderPurchase> {
    // An upsert always answers the document; the other event's upsert at the same moment makes it
    // first (a duplicate key), and the second try then finds it.
    const doc = (await this.upsert(orderId, update).catch((error: unknown) => {
      if (error instanceof DuplicateKeyError) return this.upsert(orderId, update);
      throw error;
    })) as PurchaseDoc;
    return { orderId: doc.orderId, userId: doc.userId, paid: doc.paid === true, ...(doc.productIds ? { productIds: doc.productIds } : {}) };
  }

  private upsert(orderId: string, update: Update): Promise<PurchaseDoc | null> {
    return this.collection.updateOne({ orderId }, update, { upsert: true });
  }
}
