import { describe, expect, it } from 'vitest';
import type { PaymentMethods } from '../../api/payments-api';
import { withCardForm } from './card-form-offer';

const card = { id: 'stripe', name: 'Card', instructions: 'Pay with Visa or Mastercard.', enabled: true, testMode: false } as const;
const manual = { id: 'manual_momo', name: 'MTN Mobile Money (manual)', instructions: 'Dial.', enabled: true, testMode: false } as const;
const methods: PaymentMethods = { manual_momo: manual, stripe: card };

describe('the card method as checkout offers it', () => {
  it('carries the publishable key where the provider’s form is set up', () => {
    expect(withCardForm(methods, { publishableKey: 'pk_live_devshop', cardFieldsTaken: false })).toEqual({
      manual_momo: manual,
      stripe: { ...card, publishableKey: 'pk_live_devshop' },
    });
  });

  it('keeps today’s card fields where no real money moves (the simulator, a test key), without a key', () => {
    expect(withCardForm(methods, { cardFieldsTaken: true })).toEqual(methods);
  });

  it('offers no card at all for a live provider without its form: it would refuse every card typed here', () => {
    expect(withCardForm(methods, { cardFieldsTaken: false })).toEqual({ manual_momo: manual });
  });

  it('adds nothing where cards are not offered', () => {
    expect(withCardForm({ manual_momo: manual }, { publishableKey: 'pk_test_devshop', cardFieldsTaken: true })).toEqual({ manual_momo: manual });
  });
});
