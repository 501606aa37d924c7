import type { FiscalReceiptView } from '@shop/contracts';
import type { FiscalLine, FiscalPaymentType, FiscalReceipt } from '../ports/fiscal-device.port';

/**
 * An EBM receipt of an order, from the moment it is owed (payment confirmed, money returned) to
 * the VSDC's signature. Receipts go to the VSDC one at a time, in invoice-number order per branch.
 */
export interface FiscalReceiptRecord {
  id: string;
  /** `<tin>-<bhfId>`. */
  branch: string;
  invoiceNo: number;
  orderId: string;
  orderNumber: string;
  receiptType: 'S' | 'R';
  originalInvoiceNo?: number;
  /** R: the refund it declares. */
  refundId?: string;
  paymentType: FiscalPaymentType;
  customerName: string;
  customerPhone?: string;
  soldAt: string;
  lines: FiscalLine[];
  amount: number;
  vat: number;
  state: 'queued' | 'signed';
  attempts: number;
  /** Epoch ms: not sent again before. */
  nextAttemptAt: number;
  /** Epoch ms: a sender holds it until then. */
  leaseUntil?: number;
  lastError?: string;
  signed?: FiscalReceipt;
  queuedAt: string;
  signedAt?: string;
  /** When the buyer first printed it (RRA: one original; every later print says COPY). */
  printedAt?: string;
}

/** What a queued receipt is made of; the repository numbers it. */
export type OwedFiscalReceipt = Omit<FiscalReceiptRecord, 'id' | 'branch' | 'invoiceNo' | 'state' | 'attempts' | 'nextAttemptAt' | 'queuedAt'>;

export function toFiscalReceiptView(receipt: FiscalReceiptRecord): FiscalReceiptView {
  const view: FiscalReceiptView = {
    invoiceNo: receipt.invoiceNo,
    receiptType: receipt.receiptType,
    amount: receipt.amount,
    vat: receipt.vat,
    state: receipt.state === 'signed' && receipt.signed ? 'signed' : 'pending',
  };
  if (receipt.originalInvoiceNo !== undefined) view.originalInvoiceNo = receipt.originalInvoiceNo;
  if (view.state === 'signed' && receipt.signed) view.signed = { ...receipt.signed };
  if (receipt.printedAt) view.printedAt = receipt.printedAt;
  return view;
}
