import { describe, expect, it } from 'vitest';
import { slugBase, slugHasBase } from './slug';

describe('a product slug', () => {
  it('keeps only plain latin letters and digits of the name', () => {
    expect(slugBase('Straße Fuß USB-C Kabel')).toBe('usb-c-kabel');
    expect(slugBase('Écouteurs Pro 2')).toBe('ecouteurs-pro-2');
  });

  it('is "product" when the name leaves nothing', () => {
    expect(slugBase('— ★ —')).toBe('product');
  });

  it('keeps whole words up to 80 characters', () => {
    const a = 'a'.repeat(39);
    const b = 'b'.repeat(40);
    expect(slugBase(`${a} ${b}`)).toBe(`${a}-${b}`);
    expect(slugBase(`${a} ${b} c d`)).toBe(`${a}-${b}`);
  });
});

describe('whether a slug was made from a base', () => {
  it('is the base itself or the base with a number', () => {
    expect(slugHasBase('keyboard', 'keyboard')).toBe(true);
    expect(slugHasBase('keyboard-2', 'keyboard')).toBe(true);
    expect(slugHasBase('keyboard-12', 'keyboard')).toBe(true);
  });

  it('is not another product that shares the start of the name', () => {
    expect(slugHasBase('keyboard-pro', 'keyboard')).toBe(false);
    expect(slugHasBase('keyboard-2x', 'keyboard')).toBe(false);
    expect(slugHasBase('keyboard-x2', 'keyboard')).toBe(false);
    expect(slugHasBase('keyboard12', 'keyboard')).toBe(false);
    expect(slugHasBase('keyboard-', 'keyboard')).toBe(false);
    expect(slugHasBase('mouse-2', 'keyboard')).toBe(false);
  });
});
