import { DuplicateKeyError, type Doc, type DocumentCollection, type DocumentStore } from '@shop/platform';
import type { RefundRepository } from '../../core/ports/refund-repository.port';
import type { RefundRecord, ProviderRefundState } from '../../core/refund/refund';
import { definedFields } from './document-payment-repository';

type RefundDoc = Doc & Omit<RefundRecord, 'id'>;

export const PAYMENT_REFUNDS_COLLECTION = 'refunds';

/** Refunds in the payments store; the orders service's refund id is the document id, so a request delivered twice is stored once. */
export class DocumentRefundRepository implements RefundRepository {
  private readonly refunds: DocumentCollection<RefundDoc>;

  constructor(documents: DocumentStore) {
    this.refunds = documents.collection<RefundDoc>(PAYMENT_REFUNDS_COLLECTION);
  }

  async ensureIndexes(): Promise<void> {
    await this.refunds.ensureIndex({ fields: ['paymentId'], sparse: true });
    await this.refunds.ensureIndex({ fields: ['nextCheckAt'], sparse: true });
    await this.refunds.ensureIndex({ fields: ['eventRecorded'], sparse: true });
  }

  async insert(refund: RefundRecord): Promise<boolean> {
    const { id, ...fields } = refund;
    try {
      await this.refunds.insertOne({ ...definedFields(fields), _id: id } as RefundDoc);
      return true;
    } catch (error) {
      if (error instanceof DuplicateKeyError) return false;
      throw error;
    }
  }

  async findById(id: string): Promise<RefundRecord | null> {
    const doc = await this.refunds.findById(id);
    return doc ? toRecord(doc) : null;
  }

  async listForPayment(paymentId: string): Promise<RefundRecord[]> {
    return (await this.refunds.find({ paymentId })).map(toRecord);
  }

  async transition(id: string, from: readonly ProviderRefundState[], set: Partial<Omit<RefundRecord, 'id'>>): Promise<RefundRecord | null> {
    const settling = set.state === 'succeeded' || set.state === 'failed';
    const update = settling ? { $set: definedFields(set), $unset: { nextCheckAt: true } } : { $set: definedFields(set) };
    const doc = await this.refunds.updateOne({ _id: id, state: { $in: [...from] } }, update);
    return doc ? toRecord(doc) : null;
  }

  async findDue(now: number, limit: number): Promise<RefundRecord[]> {
    return (await this.refunds.find({ nextCheckAt: { $lte: now }, state: { $in: ['requested', 'pending'] } }, { sort: { nextCheckAt: 1 }, limit })).map(toRecord);
  }

  async findUnrecorded(limit: number): Promise<RefundRecord[]> {
    return (await this.refunds.find({ eventRecorded: false }, { limit })).map(toRecord);
  }

  async markRecorded(id: string): Promise<void> {
    await this.refunds.updateOne({ _id: id }, { $set: { eventRecorded: true } });
  }
}

function toRecord(doc: RefundDoc): RefundRecord {
  const { _id, ...fields } = doc;
  return { ...fields, id: _id };
}
