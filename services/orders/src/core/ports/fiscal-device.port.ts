// The fiscal port: the Rwanda Revenue Authority's EBM through a VSDC (virtual sales data
// controller). The VSDC adapter speaks its HTTP API; the emulator answers the same API locally.
import type { FiscalTaxType } from '@shop/domain';

/** One line of a sale or refund as the VSDC takes it; amounts in whole RWF, VAT included. */
export interface FiscalLine {
  /** The item's code as registered with the VSDC (the product's `fiscal.itemCode`). */
  itemCode: string;
  /** What the receipt prints: `Hoodie — L / Black` for a variant. */
  name: string;
  /** The item's name as registered: the product's, `Hoodie` for a variant line (absent on receipts queued before variants: `name`). */
  itemName?: string;
  quantity: number;
  /** Unit price, VAT included. */
  unitPrice: number;
  /** The line's share of the order's discount, VAT included. */
  discount: number;
  taxType: FiscalTaxType;
}

/** VSDC payment type codes (code table "payment type"): `06` mobile money, `05` card ("Debit&Credit card"). */
export type FiscalPaymentType = '06' | '05';

/** A sale (`S`) or a refund (`R`, naming the sale it reverses), numbered by the shop. */
export interface FiscalSale {
  /** invcNo: consecutive per taxpayer branch, from 1; the VSDC refuses gaps and reuse. */
  invoiceNo: number;
  receiptType: 'S' | 'R';
  /** orgInvcNo: the sale a refund reverses. */
  originalInvoiceNo?: number;
  paymentType: FiscalPaymentType;
  /** The order number, kept with the receipt at the VSDC. */
  orderNumber: string;
  customerName: string;
  customerPhone?: string;
  /** When the sale happened (payment confirmed, or money returned). */
  soldAt: Date;
  lines: FiscalLine[];
}

/** What the VSDC signs and the receipt must print. */
export interface FiscalReceipt {
  sdcId: string;
  mrcNo: string;
  /** Receipt number of this receipt type. */
  rcptNo: number;
  /** Receipt number over all types. */
  totRcptNo: number;
  intrlData: string;
  rcptSign: string;
  /** The VSDC's own date and time of the receipt (ISO 8601, Kigali offset or UTC). */
  vsdcAt: string;
}

/**
 * How a submission ended:
 * - signed: the VSDC recorded it and answered with the receipt.
 * - retry: the VSDC asks to try later (894), or did not answer (network, time-out): send it again.
 * - duplicate: the VSDC already has this invoice number (994) and returns no receipt: look it up.
 * - out_of_order: an earlier invoice number is missing (921/922): send what comes before first.
 * - rejected: the VSDC refused the data (any other code); it stays queued for an operator.
 */
export type FiscalSubmission =
  | { outcome: 'signed'; receipt: FiscalReceipt }
  | { outcome: 'retry'; code: string; message: string }
  | { outcome: 'duplicate'; code: string; message: string }
  | { outcome: 'out_of_order'; code: string; message: string }
  | { outcome: 'rejected'; code: string; message: string };

/** An item (product) as registered with the VSDC. */
export interface FiscalItem {
  itemCode: string;
  name: string;
  taxType: FiscalTaxType;
  /** Default unit price, VAT included. */
  unitPrice: number;
}

export type FiscalItemResult = { outcome: 'saved' } | { outcome: 'retry' | 'rejected'; code: string; message: string };

/** One taxpayer branch's VSDC. Network trouble is never thrown: it is a `retry` outcome. */
export interface FiscalDevice {
  /** `<tin>-<bhfId>`: the branch whose invoice numbers this device takes. */
  readonly branch: string;
  saveSale(sale: FiscalSale): Promise<FiscalSubmission>;
  /** The receipt the VSDC keeps for an invoice number (after a `duplicate`); null when it has none. */
  findSale(invoiceNo: number): Promise<FiscalReceipt | null | 'unreachable'>;
  saveItem(item: FiscalItem): Promise<FiscalItemResult>;
}
