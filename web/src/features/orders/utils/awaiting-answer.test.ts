import { describe, expect, it } from 'vitest';
import { pendingRefundReceipt, sampleRefund, signedSale } from '../testing/sample-fiscal';
import { awaitingAnswer } from './awaiting-answer';

describe('awaitingAnswer', () => {
  it('waits for a receipt the VSDC has not signed and a refund not settled', () => {
    expect(awaitingAnswer({ fiscalReceipts: [signedSale(), pendingRefundReceipt()] })).toBe(true);
    expect(awaitingAnswer({ refunds: [sampleRefund({ state: 'requested' })] })).toBe(true);
  });

  it('has nothing to wait for once everything is settled, or on an order without either', () => {
    expect(awaitingAnswer({ fiscalReceipts: [signedSale()], refunds: [sampleRefund(), sampleRefund({ state: 'failed' })] })).toBe(false);
    expect(awaitingAnswer({})).toBe(false);
  });
});
