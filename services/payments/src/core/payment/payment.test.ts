import { describe, expect, it } from 'vitest';
import { aPayment } from '../../testing/payment-records';
import { isTerminal, isUnanswered, toPaymentView } from './payment';

describe('a payment as shown', () => {
  it('carries only the optional details it has', () => {
    const payment = aPayment({ openOrderId: 'x', nextPollAt: 1, deadlineAt: 2, idempotencyKey: 'u:k', settlementEventId: 'e' });
    expect(toPaymentView(payment)).toStrictEqual({
      paymentId: payment.id,
      orderId: payment.orderId,
      orderNumber: payment.orderNumber,
      userId: payment.userId,
      method: 'momo',
      amount: 151_000,
      currency: 'RWF',
      status: 'PENDING',
      referenceId: payment.referenceId,
      attempts: 0,
      createdAt: payment.createdAt,
      updatedAt: payment.updatedAt,
    });
  });

  it('shows the outcome details once there are', () => {
    const details = {
      reason: 'Amount does not match',
      providerReference: 'pi_1',
      phone: '250780000001',
      card: { brand: 'visa', last4: '4242' },
      proof: { fileKey: 'payment-proofs/a.png', name: 'a', submittedAt: '2026-11-23T10:00:00.000Z' },
      settledAt: '2026-11-23T11:00:00.000Z',
      settledBy: 'admin-1',
      note: 'checked',
    };
    expect(toPaymentView(aPayment({ status: 'FAILED', ...details }))).toMatchObject(details);
  });
});

describe('the life of a payment', () => {
  it('ends when it is paid or failed', () => {
    expect(['PENDING', 'AWAITING_VERIFICATION', 'SUCCESSFUL', 'FAILED'].map((status) => isTerminal(aPayment({ status: status as 'PENDING' })))).toEqual([
      false,
      false,
      true,
      true,
    ]);
  });

  it('a mobile-money prompt we failed for want of an answer may still be approved late', () => {
    expect(isUnanswered(aPayment({ status: 'FAILED', reason: 'timed out' }))).toBe(true);
    expect(isUnanswered(aPayment({ status: 'FAILED', reason: 'The payment request was not found at the provider' }))).toBe(true);
  });

  it.each([
    ['a prompt the shopper refused', { status: 'FAILED', reason: 'APPROVAL_REJECTED' }],
    ['a failed prompt without a reason', { status: 'FAILED' }],
    ['a prompt paid after it had timed out', { status: 'SUCCESSFUL', reason: 'timed out' }],
    ['a card payment that timed out', { method: 'stripe', status: 'FAILED', reason: 'timed out' }],
  ])('%s is final', (_case, fields) => {
    expect(isUnanswered(aPayment(fields as object))).toBe(false);
  });
});
