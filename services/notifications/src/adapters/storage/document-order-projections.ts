import { CollectionRepository, DuplicateKeyError, type Doc, type DocumentStore } from '@shop/platform';
import type { OrderProjection, OrderProjections } from '../../core/ports/order-projection.port';

type OrderDoc = Doc & OrderProjection;

export const ORDER_PROJECTIONS_COLLECTION = 'order_projections';

/** The service's copy of each order (from order.placed), keyed by order id. */
export class DocumentOrderProjections extends CollectionRepository<OrderDoc> implements OrderProjections {
  constructor(documents: DocumentStore) {
    super(documents, ORDER_PROJECTIONS_COLLECTION, [{ fields: ['orderId'], unique: true }, { fields: ['userId', 'placedAt'] }]);
  }

  async save(order: OrderProjection): Promise<void> {
    try {
      // Through JSON: an absent coupon is left out rather than stored as undefined.
      await this.collection.insertOne(JSON.parse(JSON.stringify(order)) as Omit<OrderDoc, '_id'>);
    } catch (error) {
      if (!(error instanceof DuplicateKeyError)) throw error;
    }
  }

  async find(orderId: string): Promise<OrderProjection | null> {
    const doc = await this.collection.findOne({ orderId });
    if (!doc) return null;
    const { _id: _ignored, ...order } = doc;
    return order;
  }

  async phonesOf(userId: string): Promise<string[]> {
    const orders = await this.collection.find({ userId, phone: { $exists: true } }, { sort: { placedAt: 1 }, projection: { phone: 1 } });
    return [...new Set(orders.map((order) => order.phone).filter((phone): phone is string => Boolean(phone)))];
  }
}
