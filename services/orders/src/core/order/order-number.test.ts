import { describe, expect, it } from 'vitest';
import { cryptoRandomness } from '../../adapters/crypto/crypto-randomness';
import { newOrderNumber, normaliseOrderNumber, ORDER_CODE_ALPHABET, ORDER_NUMBER_PATTERN } from './order-number';

describe('order numbers', () => {
  it('read DS-<yymm in Kigali>-<6 unambiguous characters>', () => {
    const number = newOrderNumber(new Date('2026-11-14T09:00:00Z'), cryptoRandomness);
    expect(number).toMatch(ORDER_NUMBER_PATTERN);
    expect(number.slice(0, 8)).toBe('DS-2611-');
    // 22:30 UTC on 30 November is already 1 December in Kigali (UTC+2).
    expect(newOrderNumber(new Date('2026-11-30T22:30:00Z'), cryptoRandomness).slice(0, 8)).toBe('DS-2612-');
  });

  it('never use characters that read alike', () => {
    for (const ambiguous of ['0', 'O', '1', 'I', 'L']) expect(ORDER_CODE_ALPHABET).not.toContain(ambiguous);
    const codes = Array.from({ length: 2000 }, () => newOrderNumber(new Date(0), cryptoRandomness).slice(-6));
    expect(new Set(codes.join(''))).toEqual(new Set(ORDER_CODE_ALPHABET));
  });
});

describe('order numbers as typed by a shopper or an admin', () => {
  it('always carry two digits for the year and the month', () => {
    expect(newOrderNumber(new Date('2031-03-01T09:00:00Z'), cryptoRandomness).slice(0, 8)).toBe('DS-3103-');
    expect(newOrderNumber(new Date('2105-01-10T09:00:00Z'), cryptoRandomness).slice(0, 8)).toBe('DS-0501-');
  });

  it('match only a whole number, nothing before or after it', () => {
    expect(ORDER_NUMBER_PATTERN.test('DS-2611-7K3F9Q')).toBe(true);
    expect(ORDER_NUMBER_PATTERN.test('XDS-2611-7K3F9Q')).toBe(false);
    expect(ORDER_NUMBER_PATTERN.test('DS-2611-7K3F9QX')).toBe(false);
  });

  it('are matched trimmed and upper-cased; anything but text matches nothing', () => {
    expect(normaliseOrderNumber('  ds-2611-7k3f9q ')).toBe('DS-2611-7K3F9Q');
    expect(normaliseOrderNumber(2611)).toBe('');
    expect(normaliseOrderNumber(undefined)).toBe('');
  });
});
