import { AppError } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { aPayment } from '../../testing/payment-records';
import type { PaymentRecord } from '../payment/payment';
import type { PaymentRepository } from '../ports/payment-repository.port';
import type { CheckLateApproval } from './check-late-approval.use-case';
import { CheckStatus } from './check-status.use-case';
import type { PollPayments } from './poll-payments.use-case';

/** A status check over a store of `stored`; a poll settles the prompt paid, a late check finds it approved. */
function statusOf(stored: PaymentRecord[]) {
  const polled: string[] = [];
  const checkedLate: string[] = [];
  const payments = { findById: async (id: string) => stored.find((payment) => payment.id === id) ?? null } as Partial<PaymentRepository> as PaymentRepository;
  const poller = { poll: async (payment: PaymentRecord) => (polled.push(payment.id), { ...payment, status: 'SUCCESSFUL' as const }) } as Partial<PollPayments> as PollPayments;
  const late = { check: async (payment: PaymentRecord) => (checkedLate.push(payment.id), { ...payment, status: 'SUCCESSFUL' as const }) } as Partial<CheckLateApproval> as CheckLateApproval;
  return { check: new CheckStatus({ payments, poller, late }), polled, checkedLate };
}

describe("a payment's status", () => {
  it('of a waiting prompt is asked of the provider first', async () => {
    const payment = aPayment({ method: 'momo', status: 'PENDING' });
    const shop = statusOf([payment]);
    expect(await shop.check.execute({ paymentId: payment.id, userId: payment.userId })).toMatchObject({ paymentId: payment.id, status: 'SUCCESSFUL' });
    expect([shop.polled, shop.checkedLate]).toEqual([[payment.id], []]);
  });

  it('of a prompt that timed out is checked for a late approval', async () => {
    const payment = aPayment({ method: 'momo', status: 'FAILED', reason: 'timed out' });
    const shop = statusOf([payment]);
    expect((await shop.check.execute({ paymentId: payment.id })).status).toBe('SUCCESSFUL');
    expect([shop.polled, shop.checkedLate]).toEqual([[], [payment.id]]);
  });

  it.each([
    ['a card payment under way', aPayment({ method: 'stripe', status: 'PENDING' })],
    ['a paid prompt', aPayment({ method: 'momo', status: 'SUCCESSFUL' })],
    ['a proof awaiting verification', aPayment({ method: 'manual_momo', status: 'AWAITING_VERIFICATION' })],
    ['a refused prompt', aPayment({ method: 'momo', status: 'FAILED', reason: 'APPROVAL_REJECTED' })],
  ])('of %s is read as stored', async (_case, payment) => {
    const shop = statusOf([payment]);
    expect((await shop.check.execute({ paymentId: payment.id })).status).toBe(payment.status);
    expect([shop.polled, shop.checkedLate]).toEqual([[], []]);
  });

  it("of someone else's payment is not found, like an unknown one", async () => {
    const payment = aPayment();
    const shop = statusOf([payment]);
    for (const input of [{ paymentId: payment.id, userId: 'someone-else' }, { paymentId: 'f'.repeat(24) }]) {
      await expect(shop.check.execute(input)).rejects.toEqual(new AppError('not_found', 'Payment not found'));
    }
    expect(shop.polled).toEqual([]);
  });
});
