import { describe, expect, it } from 'vitest';
import { isCardExpired, isValidCardNumber, parseCardExpiry, validateCardDetails } from './card.validation';
import { passesLuhn } from './luhn';

const now = new Date('2025-06-15T12:00:00Z');
const card = { nameOnCard: 'Aline Uwase', cardNumber: '4242 4242 4242 4242', expiryDate: '12/27', cvv: '123' };

describe('Luhn', () => {
  it.each(['4242424242424242', '4111111111111111', '5555555555554444', '378282246310005', '79927398713', '0'])(
    'accepts %s',
    (digits) => {
      expect(passesLuhn(digits)).toBe(true);
    },
  );

  it.each(['4242424242424241', '4111111111111112', '79927398710', '', '4242-4242'])('rejects %j', (digits) => {
    expect(passesLuhn(digits)).toBe(false);
  });
});

describe('isValidCardNumber', () => {
  it('ignores spaces and dashes between groups', () => {
    expect(isValidCardNumber('4242 4242 4242 4242')).toBe(true);
    expect(isValidCardNumber('4242-4242-4242-4242')).toBe(true);
  });

  it('needs 12 to 19 digits', () => {
    expect(isValidCardNumber('79927398713')).toBe(false); // passes Luhn but 11 digits
    expect(isValidCardNumber('42424242424242424242')).toBe(false);
  });
});

describe('card expiry', () => {
  it('reads MM/YY and MM/YYYY', () => {
    expect(parseCardExpiry('06/25')).toEqual({ month: 6, year: 2025 });
    expect(parseCardExpiry('6 / 2025')).toEqual({ month: 6, year: 2025 });
    expect(parseCardExpiry('13/25')).toBeNull();
    expect(parseCardExpiry('00/25')).toBeNull();
    expect(parseCardExpiry('0625')).toBeNull();
  });

  it('keeps a card good through the end of its expiry month', () => {
    expect(isCardExpired({ month: 6, year: 2025 }, now)).toBe(false);
    expect(isCardExpired({ month: 6, year: 2025 }, '2025-06-30T23:59:59Z')).toBe(false);
    expect(isCardExpired({ month: 6, year: 2025 }, '2025-07-01T00:00:00Z')).toBe(true);
    expect(isCardExpired({ month: 5, year: 2025 }, now)).toBe(true);
    expect(isCardExpired({ month: 12, year: 2024 }, now)).toBe(true);
    expect(isCardExpired({ month: 1, year: 2026 }, now)).toBe(false);
  });
});

describe('validateCardDetails', () => {
  it('accepts a complete, valid card', () => {
    expect(validateCardDetails(card, now)).toEqual([]);
    expect(validateCardDetails({ ...card, expiryDate: '06/25', cvv: '1234' }, now)).toEqual([]);
  });

  it('requires every field', () => {
    expect(validateCardDetails({}, now)).toEqual([
      { path: 'card.nameOnCard', message: 'Name on card is required' },
      { path: 'card.cardNumber', message: 'Card number is required' },
      { path: 'card.expiryDate', message: 'Expiry date is required' },
      { path: 'card.cvv', message: 'CVV is required' },
    ]);
  });

  it('explains what is wrong with each filled field', () => {
    expect(validateCardDetails({ ...card, cardNumber: '4242 4242 4242 4241' }, now)).toEqual([
      { path: 'card.cardNumber', message: 'Please enter a valid card number' },
    ]);
    expect(validateCardDetails({ ...card, expiryDate: '2027-12' }, now)).toEqual([
      { path: 'card.expiryDate', message: 'Please enter a valid expiry date (MM/YY)' },
    ]);
    expect(validateCardDetails({ ...card, expiryDate: '05/25' }, now)).toEqual([
      { path: 'card.expiryDate', message: 'This card has expired' },
    ]);
  });

  it.each(['12', '12345', '12a', '1 23'])('rejects the CVV %j', (cvv) => {
    expect(validateCardDetails({ ...card, cvv }, now)).toEqual([
      { path: 'card.cvv', message: 'CVV must be 3 or 4 digits' },
    ]);
  });
});
