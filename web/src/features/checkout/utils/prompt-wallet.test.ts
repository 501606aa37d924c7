import { describe, expect, it } from 'vitest';
import { promptWallet, walletsOf } from './prompt-wallet';

const both = { wallets: [{ id: 'mtn' as const, name: 'MTN MoMo', enabled: true, testMode: true }, { id: 'airtel' as const, name: 'Airtel Money', enabled: true, testMode: true }] };
const mtnOnly = { wallets: [both.wallets[0]!] };

describe('the wallet a prompt goes to', () => {
  it('follows the number until the shopper picks one', () => {
    expect(promptWallet(both, { momoPhone: '0731234567', momoWallet: '' })).toBe('airtel');
    expect(promptWallet(both, { momoPhone: '0781234567', momoWallet: '' })).toBe('mtn');
    expect(promptWallet(both, { momoPhone: '0731234567', momoWallet: 'mtn' })).toBe('mtn');
  });

  it('takes the first wallet offered while the number is incomplete, and never one that is not offered', () => {
    expect(promptWallet(both, { momoPhone: '07', momoWallet: '' })).toBe('mtn');
    expect(promptWallet(mtnOnly, { momoPhone: '0731234567', momoWallet: 'airtel' })).toBe('mtn');
  });

  it('is MTN alone when the server names no wallet', () => {
    expect(walletsOf({})).toEqual(['mtn']);
  });
});
