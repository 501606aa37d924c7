import { VAT_RATE, fiscalQrContent, fiscalReceiptLabel, formatRwf, inGroupsOfFour, type Language } from '@shop/domain';
import type { FiscalReceiptView, Order } from '@shop/contracts';
import { translate } from '@/lib/i18n/use-t';
import { longDate } from './order-progress';
import type { LabelledValue } from './receipt-content';

/** Where the block is read: the order page says the receipt appears there, the PDF asks for a new download. */
export type FiscalMedium = 'page' | 'pdf';

/**
 * One EBM receipt of an order as RRA requires the buyer to see it (RWANDA.md, Fiscal receipts):
 * its label (normal sale or refund; COPY on a reprint), and once the VSDC has signed it the SDC
 * information (date and time, SDC ID, receipt counter with its type, internal data and signature
 * in groups of four, MRC) and the QR code's content. Until then, only a sentence saying it is
 * pending: nothing the VSDC did not send is ever shown.
 */
export interface FiscalBlock {
  key: string;
  title: string;
  /** 'Normal sale', 'Copy of refund'… */
  label: string;
  /** A reprint's COPY mark and its 'not an official receipt' line; null on the original. */
  copy: { mark: string; notice: string } | null;
  /** The invoice number, the sale a refund reverses, the amount and its VAT. */
  summary: LabelledValue[];
  /** The pending sentence, while the VSDC has not answered. */
  pending: string | null;
  sdcTitle: string;
  /** Empty while pending. */
  sdc: LabelledValue[];
  /** The QR code's text (`ddmmyyyy#hhmmss#sdcId#rcptNo#intrlData#rcptSign`) and how it is named to a screen reader. */
  qr: { content: string; label: string } | null;
}

const VAT_PERCENT = Math.round(VAT_RATE * 100);

/** The VSDC's time in Kigali as the QR code carries it (`hhmmss`), written `hh:mm:ss`: the two always agree. */
const timeOf = (qrContent: string) => (qrContent.split('#')[1] ?? '').replace(/^(\d{2})(\d{2})(\d{2})$/, '$1:$2:$3');

/** A refund's amounts print with a minus sign (RRA's refund receipt). */
const signed = (receipt: FiscalReceiptView, amount: number) => formatRwf(receipt.receiptType === 'R' ? -amount : amount);

function summaryOf(receipt: FiscalReceiptView): LabelledValue[] {
  const rows: LabelledValue[] = [[translate('orders.fiscal.invoiceNo'), String(receipt.invoiceNo)]];
  if (receipt.receiptType === 'R' && receipt.originalInvoiceNo !== undefined) {
    rows.push([translate('orders.fiscal.refundOf'), String(receipt.originalInvoiceNo)]);
  }
  rows.push([translate('orders.fiscal.amount'), signed(receipt, receipt.amount)]);
  rows.push([translate('orders.fiscal.vat', { percent: VAT_PERCENT }), signed(receipt, receipt.vat)]);
  return rows;
}

/** One receipt's block, in the current language, dates in `language`. */
export function fiscalBlock(receipt: FiscalReceiptView, language: Language, medium: FiscalMedium, copy = false): FiscalBlock {
  const label = fiscalReceiptLabel(receipt.receiptType, copy);
  const block: FiscalBlock = {
    key: `${receipt.receiptType}-${receipt.invoiceNo}`,
    title: translate('orders.fiscal.title'),
    label: translate(`orders.fiscal.label.${label.code}`),
    copy: label.watermark ? { mark: translate('orders.fiscal.copy'), notice: translate('orders.fiscal.notOfficial') } : null,
    summary: summaryOf(receipt),
    pending: null,
    sdcTitle: translate('orders.fiscal.sdcTitle'),
    sdc: [],
    qr: null,
  };
  const sdc = receipt.state === 'signed' ? receipt.signed : undefined;
  if (!sdc) {
    block.pending = translate(medium === 'page' ? 'orders.fiscal.pendingPage' : 'orders.fiscal.pendingPdf');
    return block;
  }
  const qrContent = fiscalQrContent(sdc);
  block.sdc = [
    [translate('orders.fiscal.date'), longDate(sdc.vsdcAt, language)],
    [translate('orders.fiscal.time'), timeOf(qrContent)],
    [translate('orders.fiscal.sdcId'), sdc.sdcId],
    [translate('orders.fiscal.receiptNumber'), `${sdc.rcptNo}/${sdc.totRcptNo} ${label.code}`],
    [translate('orders.fiscal.internalData'), inGroupsOfFour(sdc.intrlData)],
    [translate('orders.fiscal.signature'), inGroupsOfFour(sdc.rcptSign)],
    [translate('orders.fiscal.mrc'), sdc.mrcNo],
  ];
  block.qr = { content: qrContent, label: translate('orders.fiscal.qrLabel', { number: `${sdc.rcptNo}/${sdc.totRcptNo}` }) };
  return block;
}

/**
 * Every EBM receipt of the order, the sale first, then its refunds (as the server lists them).
 * On paper, a receipt printed before (`printedAt`) is a COPY: RRA allows one original.
 */
export function fiscalBlocks(order: Pick<Order, 'fiscalReceipts'>, language: Language, medium: FiscalMedium): FiscalBlock[] {
  return (order.fiscalReceipts ?? []).map((receipt) => fiscalBlock(receipt, language, medium, medium === 'pdf' && receipt.printedAt !== undefined));
}
