import type { FiscalReceiptRecord, OwedFiscalReceipt } from '../fiscal/fiscal-receipt';
import type { FiscalItem, FiscalReceipt } from './fiscal-device.port';

/** The orders store's EBM receipts: the queue to the VSDC and what it signed. */
export interface FiscalReceiptRepository {
  /** Takes the branch's next invoice number and queues the receipt; inside the caller's unit of work. */
  queue(branch: string, receipt: OwedFiscalReceipt, now: Date): Promise<FiscalReceiptRecord>;
  /** The order's receipts, in invoice order. */
  listForOrder(orderId: string): Promise<FiscalReceiptRecord[]>;
  /** The receipts of these orders, in invoice order (a page of the admin list). */
  listForOrders(orderIds: string[]): Promise<FiscalReceiptRecord[]>;
  /** The branch's queued receipts, lowest invoice number first. */
  listQueued(branch: string, limit: number): Promise<FiscalReceiptRecord[]>;
  /** Holds a queued receipt for one sender until `until` (epoch ms); null when another holds it. */
  lease(id: string, now: number, until: number): Promise<FiscalReceiptRecord | null>;
  markSigned(id: string, receipt: FiscalReceipt, signedAt: string): Promise<void>;
  /** Marks the order's signed receipts printed at `at`, those not printed before. */
  markPrinted(orderId: string, at: string): Promise<void>;
  /** Leaves it queued, to be sent again at `nextAttemptAt`. */
  markRetry(id: string, change: { attempts: number; nextAttemptAt: number; lastError: string }): Promise<void>;
  /** The item as last registered with the VSDC; null when never. */
  registeredItem(itemCode: string): Promise<FiscalItem | null>;
  saveRegisteredItem(item: FiscalItem): Promise<void>;
}
