import { describe, expect, it } from 'vitest';
import { isPaymentMethod, PAYMENT_METHODS } from './payment-method';
import {
  canTransitionPaymentStatus,
  parsePaymentStatus,
  PAYMENT_STATUSES,
  type PaymentStatus,
} from './payment-status';
import { paymentStatusFromProvider } from './provider-status';

describe('payment methods', () => {
  it('are manual mobile money, a mobile-money prompt and card', () => {
    expect(PAYMENT_METHODS).toEqual(['manual_momo', 'momo', 'stripe']);
    expect(isPaymentMethod('manual_momo')).toBe(true);
    expect(isPaymentMethod('paypal')).toBe(false);
  });
});

describe('order payment status', () => {
  const allowed: [PaymentStatus, PaymentStatus][] = [
    ['pending', 'awaiting_verification'],
    ['pending', 'paid'],
    ['pending', 'failed'],
    ['awaiting_verification', 'paid'],
    ['awaiting_verification', 'failed'],
    ['failed', 'pending'],
  ];

  it('moves only along the allowed transitions', () => {
    for (const from of PAYMENT_STATUSES) {
      for (const to of PAYMENT_STATUSES) {
        const expected = allowed.some(([a, b]) => a === from && b === to);
        expect(canTransitionPaymentStatus(from, to), `${from} -> ${to}`).toBe(expected);
      }
    }
  });

  it('keeps a paid order paid', () => {
    expect(PAYMENT_STATUSES.some((to) => canTransitionPaymentStatus('paid', to))).toBe(false);
  });

  it('reads the client’s "completed" after a successful poll as paid', () => {
    expect(parsePaymentStatus('completed')).toBe('paid');
    expect(parsePaymentStatus('failed')).toBe('failed');
    expect(parsePaymentStatus('PAID')).toBeNull();
    expect(parsePaymentStatus(undefined)).toBeNull();
  });
});

describe('provider statuses', () => {
  it.each([
    ['PENDING', 'pending'],
    ['SUCCESSFUL', 'paid'],
    ['FAILED', 'failed'],
    ['succeeded', 'paid'],
  ])('%s from the provider means the order is %s', (provider, order) => {
    expect(paymentStatusFromProvider(provider)).toBe(order);
  });

  it('knows no other status', () => {
    expect(paymentStatusFromProvider('successful')).toBeNull();
    expect(paymentStatusFromProvider('toString')).toBeNull();
  });
});
