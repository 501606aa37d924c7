import { describe, expect, it } from 'vitest';
import { CHECKOUT_FORM_DEFAULTS, parseCheckoutForm, validateCheckoutForm, type CheckoutFormInput } from './checkout.validation';

const filled: CheckoutFormInput = {
  firstName: 'Aline',
  lastName: 'Uwase',
  email: 'aline@example.rw',
  phone: '078 123 4567',
  street: 'KG 7 Ave',
  city: 'Kigali',
  district: 'Gasabo',
};

describe('validateCheckoutForm', () => {
  it('accepts a complete form, postal code being optional', () => {
    expect(validateCheckoutForm(filled)).toEqual([]);
  });

  it('reports every empty required field with its message', () => {
    const blank = { firstName: '', lastName: ' ', email: '', phone: '', street: '', city: '', district: '' };
    expect(validateCheckoutForm(blank)).toEqual([
      { path: 'firstName', message: 'First name is required' },
      { path: 'lastName', message: 'Last name is required' },
      { path: 'email', message: 'Email is required' },
      { path: 'phone', message: 'Phone number is required' },
      { path: 'street', message: 'Address is required' },
      { path: 'city', message: 'City is required' },
      { path: 'district', message: 'District is required' },
    ]);
  });

  it('asks for a real email', () => {
    expect(validateCheckoutForm({ ...filled, email: 'aline@example' })).toEqual([
      { path: 'email', message: 'Please enter a valid email' },
    ]);
  });

  it('asks for a Rwandan phone number', () => {
    expect(validateCheckoutForm({ ...filled, phone: '12345' })).toEqual([
      { path: 'phone', message: 'Please enter a valid Rwandan phone number' },
    ]);
  });

  it('does not require a city that was never given: it defaults to Kigali', () => {
    const { city: _city, ...withoutCity } = filled;
    expect(validateCheckoutForm(withoutCity)).toEqual([]);
  });
});

describe('parseCheckoutForm', () => {
  it('starts the form in Kigali, Rwanda', () => {
    expect(CHECKOUT_FORM_DEFAULTS).toEqual({ city: 'Kigali', country: 'Rwanda' });
  });

  it('trims the fields, defaults the city and fixes the country', () => {
    const { city: _city, ...withoutCity } = filled;
    const result = parseCheckoutForm({ ...withoutCity, firstName: ' Aline ', postalCode: '  ' });
    expect(result).toEqual({
      ok: true,
      errors: [],
      value: { ...withoutCity, firstName: 'Aline', city: 'Kigali', country: 'Rwanda' },
    });
  });

  it('keeps a postal code that was given', () => {
    const result = parseCheckoutForm({ ...filled, postalCode: ' 00100 ' });
    expect(result.ok && result.value.postalCode).toBe('00100');
  });

  it('gives the errors instead of a value when the form is incomplete', () => {
    expect(parseCheckoutForm({ ...filled, district: '' })).toEqual({
      ok: false,
      errors: [{ path: 'district', message: 'District is required' }],
    });
  });
});
