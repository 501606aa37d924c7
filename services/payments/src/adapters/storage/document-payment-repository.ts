import { isObjectId } from '@shop/contracts';
import { CollectionRepository, DuplicateKeyError, type Doc, type DocumentStore, type IndexSpec } from '@shop/platform';
import type { PaymentState } from '../../api/payments-api';
import { OPEN_STATES, type NewPaymentRecord, type PaymentChange, type PaymentRecord } from '../../core/payment/payment';
import { DuplicatePaymentError, type PaymentRepository } from '../../core/ports/payment-repository.port';

type PaymentDoc = Doc & Omit<PaymentRecord, 'id'>;

export const PAYMENTS_COLLECTION = 'payments';

const PAYMENT_INDEXES: IndexSpec[] = [
  { fields: ['orderId'] },
  { fields: ['orderNumber'] },
  { fields: ['referenceId'], unique: true },
  { fields: ['idempotencyKey'], unique: true, sparse: true },
  // One open payment per order: the field exists only while the payment is open.
  { fields: ['openOrderId'], unique: true, sparse: true },
  { fields: ['status', 'nextPollAt'] },
  { fields: ['settlementRecorded'] },
  { fields: ['proofEventRecorded'] },
  { fields: ['proofName'], unique: true, sparse: true },
  { fields: ['status', 'lateCheckAt'] },
];

/** Payments in the documents port (embedded file store or MongoDB). */
export class DocumentPaymentRepository extends CollectionRepository<PaymentDoc> implements PaymentRepository {
  constructor(documents: DocumentStore) {
    super(documents, PAYMENTS_COLLECTION, PAYMENT_INDEXES);
  }

  async insert(payment: NewPaymentRecord): Promise<PaymentRecord> {
    const { id, ...fields } = payment;
    try {
      return toRecord(await this.collection.insertOne(id ? { ...fields, _id: id } : fields))!;
    } catch (error) {
      if (error instanceof DuplicateKeyError) throw new DuplicatePaymentError(error.message);
      throw error;
    }
  }

  async findById(id: string): Promise<PaymentRecord | null> {
    return isObjectId(id) ? toRecord(await this.collection.findById(id)) : null;
  }

  async findByReference(referenceId: string): Promise<PaymentRecord | null> {
    return toRecord(await this.collection.findOne({ referenceId }));
  }

  async findByIdempotencyKey(key: string): Promise<PaymentRecord | null> {
    return toRecord(await this.collection.findOne({ idempotencyKey: key }));
  }

  async findOpenForOrder(orderId: string): Promise<PaymentRecord | null> {
    return toRecord(await this.collection.findOne({ openOrderId: orderId }));
  }

  async findPendingMobileMoneyByOrderNumber(orderNumber: string): Promise<PaymentRecord | null> {
    return toRecord(await this.collection.findOne({ orderNumber, method: 'momo', status: 'PENDING' }));
  }

  async findByProofName(name: string): Promise<PaymentRecord | null> {
    return toRecord(await this.collection.findOne({ proofName: name }));
  }

  async findLateChecksDue(now: number, limit: number): Promise<PaymentRecord[]> {
    const docs = await this.collection.find({ status: 'FAILED', lateCheckAt: { $lte: now } }, { sort: { lateCheckAt: 1 }, limit });
    return docs.map((doc) => toRecord(doc)!);
  }

  async hasSucceeded(orderId: string): Promise<boolean> {
    return (await this.collection.count({ orderId, status: 'SUCCESSFUL' })) > 0;
  }

  async listForOrder(orderId: string): Promise<PaymentRecord[]> {
    const docs = await this.collection.find({ orderId }, { sort: { createdAt: -1 } });
    return docs.map((doc) => toRecord(doc)!);
  }

  async transition(id: string, from: readonly PaymentState[], change: PaymentChange): Promise<PaymentRecord | null> {
    if (!isObjectId(id)) return null;
    const update: Record<string, unknown> = { $set: definedFields(change.set) };
    if (change.unset?.length) update.$unset = Object.fromEntries(change.unset.map((field) => [field, true]));
    return toRecord(await this.collection.updateOne({ _id: id, status: { $in: [...from] } }, update));
  }

  async claimPoll(id: string, seenNextPollAt: number | undefined, nextPollAt: number, polledAt: string): Promise<PaymentRecord | null> {
    const filter = { _id: id, status: 'PENDING', nextPollAt: seenNextPollAt ?? null };
    const update = { $set: { nextPollAt, lastPolledAt: polledAt }, $inc: { attempts: 1 } };
    return toRecord(await this.collection.updateOne(filter, update));
  }

  async findDue(now: number, limit: number): Promise<PaymentRecord[]> {
    const docs = await this.collection.find({ status: 'PENDING', nextPollAt: { $lte: now } }, { sort: { nextPollAt: 1 }, limit });
    return docs.map((doc) => toRecord(doc)!);
  }

  async findUnrecordedSettlements(limit: number): Promise<PaymentRecord[]> {
    const docs = await this.collection.find({ settlementRecorded: false }, { sort: { settledAt: 1 }, limit });
    return docs.map((doc) => toRecord(doc)!);
  }

  async markSettlementRecorded(id: string): Promise<void> {
    await this.collection.updateOne({ _id: id }, { $set: { settlementRecorded: true } });
  }

  async findUnrecordedProofs(limit: number): Promise<PaymentRecord[]> {
    const docs = await this.collection.find({ proofEventRecorded: false }, { sort: { updatedAt: 1 }, limit });
    return docs.map((doc) => toRecord(doc)!);
  }

  async markProofRecorded(id: string, eventId: string): Promise<void> {
    await this.collection.updateOne({ _id: id, proofEventId: eventId }, { $set: { proofEventRecorded: true } });
  }

  async delete(id: string): Promise<void> {
    // Only an open payment that never reached a provider is ever deleted.
    await this.collection.deleteOne({ _id: id, status: { $in: [...OPEN_STATES] } });
  }
}

function toRecord(doc: PaymentDoc | null): PaymentRecord | null {
  if (!doc) return null;
  const { _id, ...fields } = doc;
  return { ...fields, id: _id };
}

/** The fields that hold a value: MongoDB would store `undefined` as null. */
export function definedFields<T extends object>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;
}
