import { isObjectId } from '@shop/contracts';
import {
  DuplicateKeyError,
  type Doc,
  type DocumentCollection,
  type DocumentStore,
} from '@shop/platform';
import type { PaymentState } from '../../api/payments-api';
import { OPEN_STATES, type NewPaymentRecord, type PaymentChange, type PaymentRecord } from '../../core/payment/payment';
import { DuplicatePaymentError, type PaymentRepository } from '../../core/ports/payment-repository.port';

type PaymentDoc = Doc & Omit<PaymentRecord, 'id'>;

export const PAYMENTS_COLLECTION = 'payments';

/** Payments in the documents port (embedded file store or MongoDB). */
export class DocumentPaymentRepository implements PaymentRepository {
  private readonly payments: DocumentCollection<PaymentDoc>;

  constructor(documents: DocumentStore) {
    this.payments = documents.collection<PaymentDoc>(PAYMENTS_COLLECTION);
  }

  async ensureIndexes(): Promise<void> {
    await this.payments.ensureIndex({ fields: ['orderId'] });
    await this.payments.ensureIndex({ fields: ['orderNumber'] });
    await this.payments.ensureIndex({ fields: ['referenceId'], unique: true });
    await this.payments.ensureIndex({ fields: ['idempotencyKey'], unique: true, sparse: true });
    // One open payment per order: the field exists only while the payment is open.
    await this.payments.ensureIndex({ fields: ['openOrderId'], unique: true, sparse: true });
    await this.payments.ensureIndex({ fields: ['status', 'nextPollAt'] });
    await this.payments.ensureIndex({ fields: ['settlementRecorded'] });
    await this.payments.ensureIndex({ fields: ['proofEventRecorded'] });
    await this.payments.ensureIndex({ fields: ['proofName'], unique: true, sparse: true });
    await this.payments.ensureIndex({ fields: ['status', 'lateCheckAt'] });
  }

  async insert(payment: NewPaymentRecord): Promise<PaymentRecord> {
    const { id, ...fields } = payment;
    try {
      return toRecord(await this.payments.insertOne(id ? { ...fields, _id: id } : fields))!;
    } catch (error) {
      if (error instanceof DuplicateKeyError) throw new DuplicatePaymentError(error.message);
      throw error;
    }
  }

  async findById(id: string): Promise<PaymentRecord | null> {
    return isObjectId(id) ? toRecord(await this.payments.findById(id)) : null;
  }

  async findByReference(referenceId: string): Promise<PaymentRecord | null> {
    return toRecord(await this.payments.findOne({ referenceId }));
  }

  async findByIdempotencyKey(key: string): Promise<PaymentRecord | null> {
    return toRecord(await this.payments.findOne({ idempotencyKey: key }));
  }

  async findOpenForOrder(orderId: string): Promise<PaymentRecord | null> {
    return toRecord(await this.payments.findOne({ openOrderId: orderId }));
  }

  async findPendingMobileMoneyByOrderNumber(orderNumber: string): Promise<PaymentRecord | null> {
    return toRecord(await this.payments.findOne({ orderNumber, method: 'momo', status: 'PENDING' }));
  }

  async findByProofName(name: string): Promise<PaymentRecord | null> {
    return toRecord(await this.payments.findOne({ proofName: name }));
  }

  async findLateChecksDue(now: number, limit: number): Promise<PaymentRecord[]> {
    const docs = await this.payments.find({ status: 'FAILED', lateCheckAt: { $lte: now } }, { sort: { lateCheckAt: 1 }, limit });
    return docs.map((doc) => toRecord(doc)!);
  }

  async hasSucceeded(orderId: string): Promise<boolean> {
    return (await this.payments.count({ orderId, status: 'SUCCESSFUL' })) > 0;
  }

  async listForOrder(orderId: string): Promise<PaymentRecord[]> {
    const docs = await this.payments.find({ orderId }, { sort: { createdAt: -1 } });
    return docs.map((doc) => toRecord(doc)!);
  }

  async transition(id: string, from: readonly PaymentState[], change: PaymentChange): Promise<PaymentRecord | null> {
    if (!isObjectId(id)) return null;
    const update: Record<string, unknown> = { $set: definedFields(change.set) };
    if (change.unset?.length) update.$unset = Object.fromEntries(change.unset.map((field) => [field, true]));
    return toRecord(await this.payments.updateOne({ _id: id, status: { $in: [...from] } }, update));
  }

  async claimPoll(id: string, seenNextPollAt: number | undefined, nextPollAt: number, polledAt: string): Promise<PaymentRecord | null> {
    const filter = { _id: id, status: 'PENDING', nextPollAt: seenNextPollAt ?? null };
    const update = { $set: { nextPollAt, lastPolledAt: polledAt }, $inc: { attempts: 1 } };
    return toRecord(await this.payments.updateOne(filter, update));
  }

  async findDue(now: number, limit: number): Promise<PaymentRecord[]> {
    const docs = await this.payments.find({ status: 'PENDING', nextPollAt: { $lte: now } }, { sort: { nextPollAt: 1 }, limit });
    return docs.map((doc) => toRecord(doc)!);
  }

  async findUnrecordedSettlements(limit: number): Promise<PaymentRecord[]> {
    const docs = await this.payments.find({ settlementRecorded: false }, { sort: { settledAt: 1 }, limit });
    return docs.map((doc) => toRecord(doc)!);
  }

  async markSettlementRecorded(id: string): Promise<void> {
    await this.payments.updateOne({ _id: id }, { $set: { settlementRecorded: true } });
  }

  async findUnrecordedProofs(limit: number): Promise<PaymentRecord[]> {
    const docs = await this.payments.find({ proofEventRecorded: false }, { sort: { updatedAt: 1 }, limit });
    return docs.map((doc) => toRecord(doc)!);
  }

  async markProofRecorded(id: string, eventId: string): Promise<void> {
    await this.payments.updateOne({ _id: id, proofEventId: eventId }, { $set: { proofEventRecorded: true } });
  }

  async delete(id: string): Promise<void> {
    // Only an open payment that never reached a provider is ever deleted.
    await this.payments.deleteOne({ _id: id, status: { $in: [...OPEN_STATES] } });
  }
}

function toRecord(doc: PaymentDoc | null): PaymentRecord | null {
  if (!doc) return null;
  const { _id, ...fields } = doc;
  return { ...fields, id: _id };
}

function definedFields<T extends object>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;
}
