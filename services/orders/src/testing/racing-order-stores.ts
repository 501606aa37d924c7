import type { DocumentStore } from '@shop/platform';
import { DocumentOrderRepository, ORDERS_COLLECTION } from '../adapters/storage/document-order-repository';
import type { OrderDoc } from '../adapters/storage/order-documents';
import type { OrderRecord } from '../core/order/order';
import type { OrderChange, OrderCondition } from '../core/ports/order-repository.port';

/** The order store, where another writer changes the order just before the first update, so that update loses the race. */
export class ChangedMeanwhile extends DocumentOrderRepository {
  private raced = false;

  constructor(
    documents: DocumentStore,
    private readonly meanwhile: () => Promise<unknown>,
  ) {
    super(documents);
  }

  override async update(id: string, condition: OrderCondition, change: OrderChange): Promise<OrderRecord | null> {
    if (!this.raced) {
      this.raced = true;
      await this.meanwhile();
    }
    return super.update(id, condition, change);
  }
}

/** The order store, reporting the first `losses` updates as lost to another writer. */
export class LosesRaces extends DocumentOrderRepository {
  attempts = 0;

  constructor(
    documents: DocumentStore,
    private readonly losses: number,
  ) {
    super(documents);
  }

  override async update(id: string, condition: OrderCondition, change: OrderChange): Promise<OrderRecord | null> {
    this.attempts += 1;
    return this.attempts <= this.losses ? null : super.update(id, condition, change);
  }
}

/**
 * The ids of the orders written to `documents` from now on, in the order the store wrote them
 * (the service's order store shares the store's one `orders` collection).
 */
export function recordOrderInserts(documents: DocumentStore): string[] {
  const orders = documents.collection<OrderDoc>(ORDERS_COLLECTION);
  const written: string[] = [];
  const insertOne = orders.insertOne.bind(orders);
  orders.insertOne = async (doc) => {
    const stored = await insertOne(doc);
    written.push(stored._id);
    return stored;
  };
  return written;
}

/**
 * The store's `orders` collection, where `meanwhile` runs once, after the first count of orders is
 * taken and before it is answered: another writer lands between a check and the step after it.
 */
export function afterFirstOrderCount(documents: DocumentStore, meanwhile: () => Promise<unknown>): void {
  const orders = documents.collection<OrderDoc>(ORDERS_COLLECTION);
  const count = orders.count.bind(orders);
  let raced = false;
  orders.count = async (filter) => {
    const counted = await count(filter);
    if (!raced) {
      raced = true;
      await meanwhile();
    }
    return counted;
  };
}
