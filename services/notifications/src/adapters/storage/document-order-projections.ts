import { DuplicateKeyError, type Doc, type DocumentCollection, type DocumentStore } from '@shop/platform';
import type { OrderProjection, OrderProjections } from '../../core/ports/order-projection.port';

type OrderDoc = Doc & OrderProjection;

export const ORDER_PROJECTIONS_COLLECTION = 'order_projections';

/** The service's copy of each order (from order.placed), keyed by order id. */
export class DocumentOrderProjections implements OrderProjections {
  private readonly orders: DocumentCollection<OrderDoc>;

  constructor(documents: DocumentStore) {
    this.orders = documents.collection<OrderDoc>(ORDER_PROJECTIONS_COLLECTION);
  }

  async ensureIndexes(): Promise<void> {
    await this.orders.ensureIndex({ fields: ['orderId'], unique: true });
  }

  async save(order: OrderProjection): Promise<void> {
    try {
      // Through JSON: an absent coupon is left out rather than stored as undefined.
      await this.orders.insertOne(JSON.parse(JSON.stringify(order)) as Omit<OrderDoc, '_id'>);
    } catch (error) {
      if (!(error instanceof DuplicateKeyError)) throw error;
    }
  }

  async find(orderId: string): Promise<OrderProjection | null> {
    const doc = await this.orders.findOne({ orderId });
    if (!doc) return null;
    const { _id: _ignored, ...order } = doc;
    return order;
  }
}
