import type { DocumentStore } from '@shop/platform';
import { DocumentOrderRepository } from '../adapters/storage/document-order-repository';
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
