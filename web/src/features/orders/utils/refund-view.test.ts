import { beforeAll, describe, expect, it } from 'vitest';
import { formatRwf } from '@shop/domain';
import { speak } from '@/lib/i18n/testing/speak';
import { sampleRefund } from '../testing/sample-fiscal';
import { sampleOrder } from '../testing/sample-order';
import { refundedTotal, refundsView } from './refund-view';

beforeAll(() => speak('en'));

describe('refundsView', () => {
  it('has nothing to show for an order never refunded', () => {
    expect(refundsView(sampleOrder(), 'en')).toBeNull();
  });

  it('shows a refund that went through: state, amount, lines, date and reason', () => {
    const view = refundsView(sampleOrder({ refunds: [sampleRefund()] }), 'en');
    expect(view).toEqual({
      entries: [
        {
          id: 'rf_1',
          state: 'succeeded',
          stateLabel: 'Refunded',
          amount: formatRwf(15000),
          lines: ['1 × DevShop Developer Sticker Pack (50 pieces)'],
          when: 'Refunded on November 24, 2026',
          reason: 'Reason: Damaged in delivery',
          failure: null,
          manual: null,
        },
      ],
      refundedTotal: formatRwf(15000),
    });
  });

  it('shows a requested refund and a failed one with why it failed, and counts neither as paid back', () => {
    const order = sampleOrder({
      refunds: [
        sampleRefund({ refundId: 'rf_1', state: 'requested', settledAt: undefined }),
        sampleRefund({ refundId: 'rf_2', state: 'failed', failureReason: 'The wallet refused the transfer', lines: [] }),
      ],
    });
    const view = refundsView(order, 'en')!;
    expect(view.entries.map((entry) => [entry.stateLabel, entry.when])).toEqual([
      ['Requested', 'Requested on November 24, 2026'],
      ['Failed', 'Failed on November 24, 2026'],
    ]);
    expect(view.entries[1]!.failure).toBe('Why it failed: The wallet refused the transfer');
    expect(view.entries[1]!.lines).toEqual(['Whole order']);
    expect(view.refundedTotal).toBeNull();
  });

  it('says when the shop paid a manual payment back by hand', () => {
    const view = refundsView(sampleOrder({ refunds: [sampleRefund({ manual: true })] }), 'en')!;
    expect(view.entries[0]!.manual).toBe('Paid back to you directly by our team (manual payment).');
  });
});

describe('refundedTotal', () => {
  it('takes the order’s own figure when it is ahead of the refunds listed', () => {
    expect(refundedTotal(sampleOrder({ paymentInfo: { ...sampleOrder().paymentInfo, refunded: 31000 }, refunds: [sampleRefund()] }))).toBe(31000);
    expect(refundedTotal(sampleOrder({ refunds: [sampleRefund(), sampleRefund({ refundId: 'rf_2', amount: 16000 })] }))).toBe(31000);
  });
});
