import { describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES, validateCheckoutForm } from '@shop/domain';
import { errorsByField, errorsOfStep, firstStepWithError, formErrorsFromServer } from './checkout-fields';

describe('checkout fields', () => {
  it('splits the domain messages by step', () => {
    const errors = errorsByField(validateCheckoutForm({ city: '' }));
    expect(errorsOfStep(errors, 1)).toEqual({
      firstName: CHECKOUT_MESSAGES.firstNameRequired,
      lastName: CHECKOUT_MESSAGES.lastNameRequired,
      email: CHECKOUT_MESSAGES.emailRequired,
      phone: CHECKOUT_MESSAGES.phoneRequired,
    });
    expect(errorsOfStep(errors, 2)).toEqual({
      street: CHECKOUT_MESSAGES.addressRequired,
      city: CHECKOUT_MESSAGES.cityRequired,
      district: CHECKOUT_MESSAGES.districtRequired,
    });
    expect(firstStepWithError(errors)).toBe(1);
    expect(firstStepWithError({ 'card.cvv': 'CVV is required' })).toBe(3);
    expect(firstStepWithError({})).toBeNull();
  });

  it('keeps the first message of a field', () => {
    expect(errorsByField([{ path: 'email', message: 'a' }, { path: 'email', message: 'b' }])).toEqual({ email: 'a' });
  });

  it('names server field errors as the form does', () => {
    expect(
      formErrorsFromServer(
        [
          { path: 'shippingAddress.district', message: CHECKOUT_MESSAGES.districtRequired },
          { path: 'paymentInfo.method', message: 'Unsupported payment method' },
        ],
        'order',
      ),
    ).toEqual({ district: CHECKOUT_MESSAGES.districtRequired, paymentMethod: 'Unsupported payment method' });
    expect(
      formErrorsFromServer(
        [
          { path: 'card.number', message: 'Please enter a valid card number' },
          { path: 'phone', message: 'Phone number is required for Mobile Money payment' },
        ],
        'payment',
      ),
    ).toEqual({
      'card.cardNumber': 'Please enter a valid card number',
      momoPhone: 'Phone number is required for Mobile Money payment',
    });
  });
});
