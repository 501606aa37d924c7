// What `npm run seed -- --orders` and `npm run stats:rebuild` use of the orders service: its
// record shape, its document mapping, its indexes and its dashboard projection, so generated
// orders are stored exactly as the service stores them.
import type { DocumentStore } from '@shop/platform';
import { DocumentOrderRepository, ORDERS_COLLECTION } from './adapters/storage/document-order-repository';
import { toDoc } from './adapters/storage/order-documents';
import type { OrderRecord } from './core/order/order';
import { addContributions, type StatsIncrements } from './core/stats/order-stats-figures';

export type { HistoryEntry, OrderLine, OrderRecord, ReservationState } from './core/order/order';
export { ORDER_CODE_ALPHABET, ORDER_CODE_LENGTH } from './core/order/order-number';
export { rebuildOrderStats } from './adapters/storage/order-stats-rebuild';

/** Writes whole batches of orders as placed, with the dashboard's projection moved in the same transaction. */
export interface OrderBatchWriter {
  /** The order numbers already taken in the store. */
  takenNumbers(): Promise<Set<string>>;
  insertBatch(orders: OrderRecord[]): Promise<void>;
}

/** Ensures the service's indexes (kept up as batches go in, quicker than building them after). */
export async function orderBatchWriter(documents: DocumentStore): Promise<OrderBatchWriter> {
  const repository = new DocumentOrderRepository(documents);
  await repository.ensureIndexes();
  const collection = documents.collection(ORDERS_COLLECTION);
  return {
    takenNumbers: async () => new Set((await collection.find({}, { projection: { orderNumber: 1 } })).map((doc) => String(doc.orderNumber))),
    insertBatch: async (orders) => {
      const increments: StatsIncrements = new Map();
      for (const order of orders) addContributions(increments, order, 1);
      await documents.transaction(async () => {
        await collection.insertMany(orders.map(toDoc));
        await repository.stats.apply(increments);
      });
    },
  };
}
