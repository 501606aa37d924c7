import { AppError } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import type { CardInput } from '../../api/payments-api';
import { cardBrand, checkedCard } from './card-details';

const NOW = '2026-11-14T09:00:00.000Z';
const VISA = '4242 4242 4242 4242';

const refusal = (run: () => unknown): AppError => {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('the card was accepted');
};

describe('card details', () => {
  it('a request without card details names every missing field', () => {
    for (const card of [undefined, null as unknown as CardInput]) {
      const error = refusal(() => checkedCard(card, NOW));
      expect(error.kind).toBe('invalid');
      expect(error.message).toBe('Validation failed');
      expect(error.errors).toEqual([
        { path: 'card.name', message: 'Name on card is required' },
        { path: 'card.number', message: 'Card number is required' },
        { path: 'card.expiry', message: 'Expiry date is required' },
        { path: 'card.cvv', message: 'CVV is required' },
      ]);
    }
  });

  it('fields sent as numbers rather than text count as missing', () => {
    const card = { name: 'Aline Uwase', number: 4242424242424242, expiry: '12/30', cvv: 123 } as unknown as CardInput;
    expect(refusal(() => checkedCard(card, NOW)).errors).toEqual([
      { path: 'card.number', message: 'Card number is required' },
      { path: 'card.cvv', message: 'CVV is required' },
    ]);
  });

  it('a good card is read without the spaces around its fields', () => {
    const card = checkedCard({ name: '  Aline Uwase ', number: ' 4242-4242 4242 4242 ', expiry: ' 7 / 2030 ', cvv: ' 123 ' }, NOW);
    expect(card).toEqual({ name: 'Aline Uwase', number: '4242424242424242', expMonth: 7, expYear: 2030, cvc: '123', brand: 'visa', last4: '4242' });
  });

  it('an expired card is refused on its expiry field', () => {
    expect(refusal(() => checkedCard({ name: 'Aline', number: VISA, expiry: '10/26', cvv: '123' }, NOW)).errors).toEqual([
      { path: 'card.expiry', message: 'This card has expired' },
    ]);
  });
});

describe('the card network is told from the leading digits', () => {
  it.each([
    ['4242424242424242', 'visa'],
    ['5105105105105100', 'mastercard'],
    ['5555555555554444', 'mastercard'],
    ['2221000000000009', 'mastercard'],
    ['2230000000000000', 'mastercard'],
    ['2300000000000003', 'mastercard'],
    ['2700000000000000', 'mastercard'],
    ['2710000000000000', 'mastercard'],
    ['2720990000000000', 'mastercard'],
    ['378282246310005', 'amex'],
    ['371449635398431', 'amex'],
    ['6011111111111117', 'discover'],
    ['6500000000000002', 'discover'],
    ['6440000000000000', 'discover'],
    ['6490000000000000', 'discover'],
  ])('%s is %s', (number, brand) => {
    expect(cardBrand(number)).toBe(brand);
  });

  it.each([
    ['5000000000000009', 'outside the Mastercard 51-55 range'],
    ['5600000000000000', 'outside the Mastercard 51-55 range'],
    ['2220000000000000', 'just below the Mastercard 2-series'],
    ['2721000000000000', 'just above the Mastercard 2-series'],
    ['2800000000000000', 'past the Mastercard 2-series'],
    ['2a30000000000000', 'not digits'],
    ['22a0000000000000', 'not digits'],
    ['23a0000000000000', 'not digits'],
    ['27a0000000000000', 'not digits'],
    ['271a000000000000', 'not digits'],
    ['230a000000000000', 'not digits'],
    ['2211000000000000', 'just below the Mastercard 2-series'],
    ['3530111333300000', 'a JCB number'],
    ['6430000000000000', 'just below the Discover 644 range'],
    ['6012000000000000', 'not 6011'],
    ['1434000000000000', 'an amex prefix further in'],
    ['1601100000000000', 'a discover prefix further in'],
    ['1510000000000000', 'a mastercard prefix further in'],
    ['1400000000000000', 'a visa digit further in'],
  ])('%s is a plain card (%s)', (number) => {
    expect(cardBrand(number)).toBe('card');
  });
});
