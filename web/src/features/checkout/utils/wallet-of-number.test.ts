import { describe, expect, it } from 'vitest';
import { walletOfNumber } from './wallet-of-number';

describe('the wallet a number suggests', () => {
  it.each([
    ['0788123456', 'mtn'],
    ['079 812 3456', 'mtn'],
    ['+250 781 234 567', 'mtn'],
    ['250791234567', 'mtn'],
    ['0721234567', 'airtel'],
    ['+250731234567', 'airtel'],
    ['073-123-4567', 'airtel'],
  ])('%s is %s', (typed, wallet) => {
    expect(walletOfNumber(typed)).toBe(wallet);
  });

  it.each([[''], ['078'], ['07812345'], ['0281234567'], ['+256781234567'], ['not a number']])('suggests nothing for %j', (typed) => {
    expect(walletOfNumber(typed)).toBeUndefined();
  });
});
