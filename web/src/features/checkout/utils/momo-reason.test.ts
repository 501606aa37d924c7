import { describe, expect, it } from 'vitest';
import { momoFailureText, PAYMENT_FAILED, PAYMENT_TIMED_OUT } from './momo-reason';

describe('Mobile Money failure text', () => {
  it('explains the provider reasons and falls back to the general message', () => {
    expect(momoFailureText('APPROVAL_REJECTED')).toBe('The payment was declined on your phone.');
    expect(momoFailureText('NOT_ENOUGH_FUNDS')).toBe('Insufficient funds in your Mobile Money account.');
    expect(momoFailureText('timed out')).toBe(PAYMENT_TIMED_OUT);
    expect(momoFailureText('SOMETHING_NEW')).toBe(PAYMENT_FAILED);
    expect(momoFailureText(undefined)).toBe(PAYMENT_FAILED);
  });
});
