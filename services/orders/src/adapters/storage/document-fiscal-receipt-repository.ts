import type { Doc, DocumentCollection, DocumentStore } from '@shop/platform';
import type { FiscalReceiptRecord, OwedFiscalReceipt } from '../../core/fiscal/fiscal-receipt';
import type { FiscalItem, FiscalReceipt } from '../../core/ports/fiscal-device.port';
import type { FiscalReceiptRepository } from '../../core/ports/fiscal-receipt-repository.port';
import { withoutUndefined } from './order-documents';

type ReceiptDoc = Doc & Omit<FiscalReceiptRecord, 'id'>;
type CounterDoc = Doc & { branch: string; last: number };
type ItemDoc = Doc & FiscalItem & { registeredAt: string };

export const FISCAL_RECEIPTS_COLLECTION = 'fiscal_receipts';
export const FISCAL_COUNTERS_COLLECTION = 'fiscal_counters';
export const FISCAL_ITEMS_COLLECTION = 'fiscal_items';

/**
 * EBM receipts in the orders store. Invoice numbers come from one counter per branch, taken in
 * the unit of work that owes the receipt: a rolled-back payment leaves no gap in the numbers.
 */
export class DocumentFiscalReceiptRepository implements FiscalReceiptRepository {
  private readonly receipts: DocumentCollection<ReceiptDoc>;
  private readonly counters: DocumentCollection<CounterDoc>;
  private readonly items: DocumentCollection<ItemDoc>;

  constructor(documents: DocumentStore) {
    this.receipts = documents.collection<ReceiptDoc>(FISCAL_RECEIPTS_COLLECTION);
    this.counters = documents.collection<CounterDoc>(FISCAL_COUNTERS_COLLECTION);
    this.items = documents.collection<ItemDoc>(FISCAL_ITEMS_COLLECTION);
  }

  async ensureIndexes(): Promise<void> {
    await this.receipts.ensureIndex({ fields: ['branch', 'invoiceNo'], unique: true });
    await this.receipts.ensureIndex({ fields: ['orderId'] });
    await this.receipts.ensureIndex({ fields: ['state', 'branch', 'invoiceNo'] });
    await this.counters.ensureIndex({ fields: ['branch'], unique: true });
    await this.items.ensureIndex({ fields: ['itemCode'], unique: true });
  }

  async queue(branch: string, receipt: OwedFiscalReceipt, now: Date): Promise<FiscalReceiptRecord> {
    const counter = await this.counters.updateOne({ branch }, { $inc: { last: 1 } }, { upsert: true });
    if (!counter) throw new Error(`No invoice counter for branch ${branch}`);
    const doc = await this.receipts.insertOne(
      withoutUndefined({ ...receipt, branch, invoiceNo: counter.last, state: 'queued' as const, attempts: 0, nextAttemptAt: now.getTime(), queuedAt: now.toISOString() }),
    );
    return toRecord(doc);
  }

  async listForOrder(orderId: string): Promise<FiscalReceiptRecord[]> {
    return (await this.receipts.find({ orderId }, { sort: { invoiceNo: 1 } })).map(toRecord);
  }

  async listForOrders(orderIds: string[]): Promise<FiscalReceiptRecord[]> {
    return orderIds.length === 0 ? [] : (await this.receipts.find({ orderId: { $in: orderIds } }, { sort: { invoiceNo: 1 } })).map(toRecord);
  }

  async listQueued(branch: string, limit: number): Promise<FiscalReceiptRecord[]> {
    return (await this.receipts.find({ state: 'queued', branch }, { sort: { invoiceNo: 1 }, limit })).map(toRecord);
  }

  async lease(id: string, now: number, until: number): Promise<FiscalReceiptRecord | null> {
    const doc = await this.receipts.updateOne(
      { _id: id, state: 'queued', $or: [{ leaseUntil: null }, { leaseUntil: { $lte: now } }] },
      { $set: { leaseUntil: until } },
    );
    return doc ? toRecord(doc) : null;
  }

  async markSigned(id: string, receipt: FiscalReceipt, signedAt: string): Promise<void> {
    await this.receipts.updateOne({ _id: id, state: 'queued' }, { $set: { state: 'signed', signed: withoutUndefined(receipt), signedAt }, $unset: { leaseUntil: true, lastError: true } });
  }

  async markPrinted(orderId: string, at: string): Promise<void> {
    await this.receipts.updateMany({ orderId, state: 'signed', printedAt: null }, { $set: { printedAt: at } });
  }

  async markRetry(id: string, change: { attempts: number; nextAttemptAt: number; lastError: string }): Promise<void> {
    await this.receipts.updateOne({ _id: id, state: 'queued' }, { $set: change, $unset: { leaseUntil: true } });
  }

  async registeredItem(itemCode: string): Promise<FiscalItem | null> {
    const doc = await this.items.findOne({ itemCode });
    return doc ? { itemCode: doc.itemCode, name: doc.name, taxType: doc.taxType, unitPrice: doc.unitPrice } : null;
  }

  async saveRegisteredItem(item: FiscalItem): Promise<void> {
    await this.items.updateOne({ itemCode: item.itemCode }, { $set: { ...item, registeredAt: new Date().toISOString() } }, { upsert: true });
  }
}

function toRecord(doc: ReceiptDoc): FiscalReceiptRecord {
  const { _id, ...fields } = doc;
  return { ...fields, id: _id };
}
