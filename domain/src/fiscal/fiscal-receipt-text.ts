// What a fiscal receipt prints from the VSDC's answer (RRA's CIS receipt rules).
import type { Instant } from '../dates/instant';
import { kigaliDateTime } from './vsdc-time';

/** Internal data and signature print in groups of four: "ABCDEFGHIJ" → "ABCD-EFGH-IJ". */
export function inGroupsOfFour(code: string): string {
  return (code.match(/.{1,4}/g) ?? []).join('-');
}

export interface FiscalQrFields {
  /** The VSDC's date and time of the receipt. */
  vsdcAt: Instant;
  sdcId: string;
  rcptNo: number;
  intrlData: string;
  rcptSign: string;
}

/** The QR code's content: `ddmmyyyy#hhmmss#sdcId#rcptNo#intrlData#rcptSign`, date and time in Kigali. */
export function fiscalQrContent({ vsdcAt, sdcId, rcptNo, intrlData, rcptSign }: FiscalQrFields): string {
  const t = kigaliDateTime(vsdcAt);
  return [`${t.day}${t.month}${t.year}`, `${t.hour}${t.minute}${t.second}`, sdcId, String(rcptNo), intrlData, rcptSign].join('#');
}

export type FiscalReceiptLabelCode = 'NS' | 'NR' | 'CS' | 'CR';

export interface FiscalReceiptLabel {
  /** Printed after the counters: `12/40 NS`. */
  code: FiscalReceiptLabelCode;
  text: string;
  /** A reprint carries the COPY mark; the original carries none. */
  watermark: 'COPY' | null;
}

/**
 * The label of a receipt: transaction type (N normal, C copy: RRA's "transaction type" table)
 * followed by the receipt type (S sale, R refund after sale: "sales receipt type"). A copy keeps
 * the original's counters; only its label changes.
 */
export function fiscalReceiptLabel(receiptType: 'S' | 'R', copy: boolean): FiscalReceiptLabel {
  const kind = receiptType === 'S' ? 'Sale' : 'Refund';
  return copy
    ? { code: receiptType === 'S' ? 'CS' : 'CR', text: `Copy ${kind}`, watermark: 'COPY' }
    : { code: receiptType === 'S' ? 'NS' : 'NR', text: `Normal ${kind}`, watermark: null };
}
