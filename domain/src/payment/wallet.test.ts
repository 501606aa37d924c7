import { describe, expect, it } from 'vitest';
import { isWallet, WALLET_NAMES, walletOfNationalNumber, WALLETS } from './wallet';

describe('mobile-money wallets', () => {
  it.each([
    ['781234567', 'mtn'],
    ['791234567', 'mtn'],
    ['721234567', 'airtel'],
    ['731234567', 'airtel'],
  ])('%s belongs to %s', (number, wallet) => {
    expect(walletOfNationalNumber(number)).toBe(wallet);
  });

  it.each([['741234567'], ['771234567'], ['281234567'], ['7'], ['']])('%j suggests no wallet', (number) => {
    expect(walletOfNationalNumber(number)).toBeUndefined();
  });

  it('names each wallet, and knows only these two', () => {
    expect(WALLETS).toEqual(['mtn', 'airtel']);
    expect(WALLET_NAMES).toEqual({ mtn: 'MTN MoMo', airtel: 'Airtel Money' });
    expect(WALLETS.every(isWallet)).toBe(true);
    for (const other of ['MTN', 'tigo', '', undefined, 1]) expect(isWallet(other)).toBe(false);
  });
});
