import { describe, expect, it } from 'vitest';
import { cryptoRandomness } from '../../adapters/crypto/crypto-randomness';
import { newOrderNumber, ORDER_CODE_ALPHABET, ORDER_NUMBER_PATTERN } from './order-number';

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
