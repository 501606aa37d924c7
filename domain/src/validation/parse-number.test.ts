import { describe, expect, it } from 'vitest';
import { readRwf } from './parse-number';

describe('an amount of RWF as typed or sent', () => {
  it.each([
    ['62500', 62_500],
    [' 62500 ', 62_500],
    [62_500, 62_500],
    ['0', 0],
    ['62500.0', 62_500],
  ])('reads %j as %d', (value, amount) => {
    expect(readRwf(value)).toBe(amount);
  });

  it.each([undefined, null, '', '   '])('reads %j as blank', (value) => {
    expect(readRwf(value)).toBe('blank');
  });

  it.each(['62500.5', 62_500.5, '0.01', 0.5])('refuses %j for its decimals', (value) => {
    expect(readRwf(value)).toBe('fractional');
  });

  it.each(['-1', -1, 'free', '12abc', Number.NaN, {}])('refuses %j as no amount', (value) => {
    expect(readRwf(value)).toBe('invalid');
  });

  it('leaves the limit of a large amount to the caller', () => {
    expect(readRwf(2 ** 53)).toBe(2 ** 53);
    expect(readRwf('9'.repeat(400))).toBe(Number.POSITIVE_INFINITY);
  });
});
