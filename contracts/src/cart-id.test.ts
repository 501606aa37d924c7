import { describe, expect, it } from 'vitest';
import { cartIdOf } from './ids';

describe('cart session ids', () => {
  it('accepts an id of 16 to 64 letters, digits, dashes and underscores as it is', () => {
    expect(cartIdOf('abcDEF0123456789')).toBe('abcDEF0123456789');
    expect(cartIdOf('a-b_'.repeat(16))).toBe('a-b_'.repeat(16));
  });

  it('refuses an id that is too short, too long, or carries other characters anywhere', () => {
    expect(cartIdOf('a'.repeat(15))).toBeUndefined();
    expect(cartIdOf('a'.repeat(65))).toBeUndefined();
    expect(cartIdOf(`../${'a'.repeat(16)}`)).toBeUndefined();
    expect(cartIdOf(`${'a'.repeat(16)}/x`)).toBeUndefined();
    expect(cartIdOf(`${'a'.repeat(16)} `)).toBeUndefined();
  });

  it('refuses a value that is not a string', () => {
    expect(cartIdOf(undefined)).toBeUndefined();
    expect(cartIdOf(1234567890123456)).toBeUndefined();
    expect(cartIdOf(['abcdefghijklmnop'])).toBeUndefined();
  });
});
