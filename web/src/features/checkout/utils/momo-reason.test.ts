import { beforeAll, describe, expect, it } from 'vitest';
import { speak } from '@/lib/i18n/testing/speak';
import { momoFailureText, paymentFailedText, paymentTimedOutText } from './momo-reason';

describe('Mobile Money failure text', () => {
  beforeAll(() => speak('en'));

  it('explains the provider reasons and falls back to the general message', () => {
    expect(momoFailureText('APPROVAL_REJECTED')).toBe('The payment was declined on your phone.');
    expect(momoFailureText('NOT_ENOUGH_FUNDS')).toBe('Insufficient funds in your Mobile Money account.');
    expect(momoFailureText('timed out')).toBe(paymentTimedOutText());
    expect(momoFailureText('SOMETHING_NEW')).toBe(paymentFailedText());
    expect(momoFailureText(undefined)).toBe(paymentFailedText());
  });

  it('speaks the shopper’s language', async () => {
    await speak('rw');
    expect(momoFailureText('NOT_ENOUGH_FUNDS')).toBe('Nta mafaranga ahagije ari kuri konti yawe ya Mobile Money.');
    await speak('en');
  });
});
