import { describe, expect, it } from 'vitest';
import { closestPrefix, typoBudget } from './typo-distance';

describe('typo budget', () => {
  it('allows no typo below 5 letters, one from 5, two from 9', () => {
    expect(['', 'a', 'mous'].map(typoBudget)).toEqual([0, 0, 0]);
    expect(['mouse', 'keyboard'].map(typoBudget)).toEqual([1, 1]);
    expect(['headphnes', 'mechanical'].map(typoBudget)).toEqual([2, 2]);
  });

  it('counts letters, not UTF-16 units', () => {
    expect(typoBudget('𝒌𝒆𝒚𝒔')).toBe(0);
  });
});

describe('closest start of a word', () => {
  it('counts a substitution, an insertion, a deletion and a swap of neighbours as one typo each', () => {
    expect(closestPrefix('moniter', 'monitor', 1)).toEqual({ distance: 1, length: 7 });
    expect(closestPrefix('keybord', 'keyboard', 1)).toEqual({ distance: 1, length: 8 });
    expect(closestPrefix('mousse', 'mouse', 1)).toEqual({ distance: 1, length: 5 });
    expect(closestPrefix('mosue', 'mouse', 1)).toEqual({ distance: 1, length: 5 });
  });

  it('is undefined beyond the budget', () => {
    expect(closestPrefix('keybrd', 'keyboard', 1)).toBeUndefined();
    expect(closestPrefix('mouse', 'house', 0)).toBeUndefined();
    expect(closestPrefix('hedphnes', 'headphones', 1)).toBeUndefined();
    expect(closestPrefix('hedphnes', 'headphones', 2)).toEqual({ distance: 2, length: 10 });
  });

  it('matches the start of a longer word: a word typed only in part', () => {
    expect(closestPrefix('keybr', 'keyboard', 1)).toEqual({ distance: 1, length: 5 });
    expect(closestPrefix('mecanic', 'mechanical', 1)).toEqual({ distance: 1, length: 8 });
  });

  it('prefers the longest start at the same distance, the whole word above all', () => {
    // "keybor" (a deletion) and "keyboard" (an insertion) are both one typo away.
    expect(closestPrefix('keybord', 'keyboard', 1)?.length).toBe(8);
    expect(closestPrefix('monitr', 'monitors', 1)).toEqual({ distance: 1, length: 7 });
  });

  it('gives distance 0 to an exact start', () => {
    expect(closestPrefix('mouse', 'mousepad', 1)).toEqual({ distance: 0, length: 5 });
    expect(closestPrefix('mouse', 'mouse', 1)).toEqual({ distance: 0, length: 5 });
  });

  it('counts a swap as one typo, not two substitutions', () => {
    expect(closestPrefix('ab', 'ba', 1)).toEqual({ distance: 1, length: 2 });
    expect(closestPrefix('wirelses', 'wireless', 1)).toEqual({ distance: 1, length: 8 });
  });
});
