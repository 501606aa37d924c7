import { describe, expect, it } from 'vitest';
import { validatePaymentDetails } from './payment.validation';

const now = new Date('2025-06-15T12:00:00Z');

describe('validatePaymentDetails', () => {
  describe('manual mobile money', () => {
    it('requires the payment screenshot', () => {
      expect(validatePaymentDetails({ method: 'manual_momo' }, now)).toEqual([
        { path: 'paymentProof', message: 'Payment screenshot is required for manual payment verification' },
      ]);
      expect(validatePaymentDetails({ method: 'manual_momo', proof: null }, now)).toHaveLength(1);
    });

    it('checks the screenshot’s type and size', () => {
      expect(validatePaymentDetails({ method: 'manual_momo', proof: { type: 'image/png', size: 1000 } }, now)).toEqual([]);
      expect(validatePaymentDetails({ method: 'manual_momo', proof: { type: 'image/png', size: 5_242_881 } }, now)).toEqual([
        { path: 'paymentProof', message: 'File size must be less than 5MB' },
      ]);
    });
  });

  describe('mobile money prompt', () => {
    it('requires a phone number', () => {
      for (const phone of [undefined, null, '', '  ']) {
        expect(validatePaymentDetails({ method: 'momo', phone }, now)).toEqual([
          { path: 'phone', message: 'Phone number is required for Mobile Money payment' },
        ]);
      }
    });

    it('requires a Rwandan mobile number', () => {
      expect(validatePaymentDetails({ method: 'momo', phone: '+250 78 123 4567' }, now)).toEqual([]);
      expect(validatePaymentDetails({ method: 'momo', phone: '0281234567' }, now)).toEqual([
        { path: 'phone', message: 'Please enter a valid Rwandan mobile money number' },
      ]);
    });
  });

  describe('card', () => {
    it('requires the card fields', () => {
      expect(validatePaymentDetails({ method: 'stripe' }, now).map((e) => e.message)).toEqual([
        'Name on card is required',
        'Card number is required',
        'Expiry date is required',
        'CVV is required',
      ]);
    });

    it('accepts a valid card', () => {
      const card = { nameOnCard: 'A U', cardNumber: '4111 1111 1111 1111', expiryDate: '06/25', cvv: '123' };
      expect(validatePaymentDetails({ method: 'stripe', card }, now)).toEqual([]);
    });
  });

  it.each(['paypal', '', 'MOMO'])('refuses the method %j', (method) => {
    expect(validatePaymentDetails({ method }, now)).toEqual([
      { path: 'paymentMethod', message: 'Unsupported payment method' },
    ]);
  });
});
