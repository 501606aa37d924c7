import type { FiscalReceiptView, RefundView } from '@shop/contracts';

/** The sale of sampleOrder() as the VSDC signed it (11:05:12 in Kigali on 23 November 2026). */
export function signedSale(changes: Partial<FiscalReceiptView> = {}): FiscalReceiptView {
  return {
    invoiceNo: 41,
    receiptType: 'S',
    amount: 31000,
    vat: 4729,
    state: 'signed',
    signed: {
      sdcId: 'SDC010000123',
      mrcNo: 'WIS00012345',
      rcptNo: 152,
      totRcptNo: 302,
      intrlData: 'TE68SLC4XCZCWK5XNX6YDRMQX4',
      rcptSign: 'LS5RFWQTGHKW4OZV',
      vsdcAt: '2026-11-23T09:05:12.000Z',
    },
    ...changes,
  };
}

/** A refund receipt the VSDC has not answered yet. */
export function pendingRefundReceipt(changes: Partial<FiscalReceiptView> = {}): FiscalReceiptView {
  return { invoiceNo: 42, receiptType: 'R', originalInvoiceNo: 41, amount: 15000, vat: 2288, state: 'pending', ...changes };
}

/** One sticker pack of sampleOrder() going back. */
export function sampleRefund(changes: Partial<RefundView> = {}): RefundView {
  return {
    refundId: 'rf_1',
    amount: 15000,
    state: 'succeeded',
    reason: 'Damaged in delivery',
    lines: [{ product: '6b026ab5cce645e17cdcf7a2', name: 'DevShop Developer Sticker Pack (50 pieces)', quantity: 1 }],
    requestedAt: '2026-11-24T08:00:00.000Z',
    settledAt: '2026-11-24T08:01:00.000Z',
    ...changes,
  };
}
