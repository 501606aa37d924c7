import { DuplicateKeyError, type Doc, type DocumentCollection, type DocumentStore } from '@shop/platform';
import type { RefundRecord } from '../../core/refund/refund';
import { DuplicateRefundError, type RefundRepository } from '../../core/ports/refund-repository.port';
import { withoutUndefined } from './order-documents';

type RefundDoc = Doc & Omit<RefundRecord, 'id'>;

export const REFUNDS_COLLECTION = 'refunds';

/** Refunds in the orders store, by order; an Idempotency-Key names one refund at most. */
export class DocumentRefundRepository implements RefundRepository {
  private readonly refunds: DocumentCollection<RefundDoc>;

  constructor(documents: DocumentStore) {
    this.refunds = documents.collection<RefundDoc>(REFUNDS_COLLECTION);
  }

  async ensureIndexes(): Promise<void> {
    await this.refunds.ensureIndex({ fields: ['orderId'] });
    await this.refunds.ensureIndex({ fields: ['idempotencyKey'], unique: true, sparse: true });
  }

  async insert(refund: RefundRecord): Promise<RefundRecord> {
    const { id, ...fields } = refund;
    try {
      return toRecord(await this.refunds.insertOne(withoutUndefined({ ...fields, _id: id })));
    } catch (error) {
      if (error instanceof DuplicateKeyError) throw new DuplicateRefundError();
      throw error;
    }
  }

  async findById(id: string): Promise<RefundRecord | null> {
    const doc = await this.refunds.findById(id);
    return doc ? toRecord(doc) : null;
  }

  async findByIdempotencyKey(key: string): Promise<RefundRecord | null> {
    const doc = await this.refunds.findOne({ idempotencyKey: key });
    return doc ? toRecord(doc) : null;
  }

  async listForOrder(orderId: string): Promise<RefundRecord[]> {
    return (await this.refunds.find({ orderId }, { sort: { requestedAt: 1 } })).map(toRecord);
  }

  async listForOrders(orderIds: string[]): Promise<RefundRecord[]> {
    return orderIds.length === 0 ? [] : (await this.refunds.find({ orderId: { $in: orderIds } }, { sort: { requestedAt: 1 } })).map(toRecord);
  }

  async settle(id: string, change: Pick<RefundRecord, 'state' | 'settledAt'> & { failureReason?: string }): Promise<RefundRecord | null> {
    const doc = await this.refunds.updateOne({ _id: id, state: 'requested' }, { $set: withoutUndefined(change) });
    return doc ? toRecord(doc) : null;
  }
}

function toRecord(doc: RefundDoc): RefundRecord {
  const { _id, ...fields } = doc;
  return { ...fields, id: _id };
}
