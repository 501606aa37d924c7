import { describe, expect, it } from 'vitest';
import { parseDecimal, parseInteger } from './parse-number';
import { normaliseSearchText, parsePriceFilter, parsePromoCodeInput } from './text-input';

describe('promo code input', () => {
  it('does nothing for blank input', () => {
    expect(parsePromoCodeInput('')).toBeNull();
    expect(parsePromoCodeInput('   ')).toBeNull();
    expect(parsePromoCodeInput(undefined)).toBeNull();
  });

  it('is trimmed and upper-cased', () => {
    expect(parsePromoCodeInput(' welcome2 ')).toBe('WELCOME2');
  });
});

describe('search text', () => {
  it('ignores blank text and trims the rest', () => {
    expect(normaliseSearchText(' \t ')).toBeNull();
    expect(normaliseSearchText(null)).toBeNull();
    expect(normaliseSearchText('  mechanical keyboard ')).toBe('mechanical keyboard');
  });
});

describe('price filters', () => {
  it('read decimals', () => {
    expect(parsePriceFilter('15000')).toBe(15_000);
    expect(parsePriceFilter('1500.50')).toBe(1500.5);
    expect(parsePriceFilter(0)).toBe(0);
  });

  it('mean no filter when blank, not a number or negative', () => {
    expect(parsePriceFilter('')).toBeNull();
    expect(parsePriceFilter('abc')).toBeNull();
    expect(parsePriceFilter('12abc')).toBeNull();
    expect(parsePriceFilter('-5')).toBeNull();
  });
});

describe('number parsing', () => {
  it('reads numbers and numeric strings strictly', () => {
    expect(parseDecimal(' 12.5 ')).toBe(12.5);
    expect(parseDecimal('.5')).toBe(0.5);
    expect(parseDecimal('1e3')).toBeNull();
    expect(parseDecimal(Number.POSITIVE_INFINITY)).toBeNull();
    expect(parseInteger('42')).toBe(42);
    expect(parseInteger('4.0')).toBeNull();
    expect(parseInteger(4.5)).toBeNull();
    expect(parseInteger('99999999999999999999')).toBeNull();
  });
});
