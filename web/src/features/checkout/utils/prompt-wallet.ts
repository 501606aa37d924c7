import { isWallet, type Wallet } from '@shop/domain';
import type { PaymentMethodInfo } from '../types';
import { walletOfNumber } from './wallet-of-number';

/** The wallets the prompt can go to; MTN alone when the server names none (an older server). */
export function walletsOf(info: Pick<PaymentMethodInfo, 'wallets'>): Wallet[] {
  const offered = (info.wallets ?? []).filter((wallet) => wallet.enabled).map((wallet) => wallet.id);
  return offered.length > 0 ? offered : ['mtn'];
}

/** Where the prompt goes: the shopper's pick, else the number's own wallet, else the first offered. */
export function promptWallet(info: Pick<PaymentMethodInfo, 'wallets'>, values: { momoPhone: string; momoWallet: string }): Wallet {
  const wallets = walletsOf(info);
  const picked = isWallet(values.momoWallet) && wallets.includes(values.momoWallet) ? values.momoWallet : undefined;
  const suggested = walletOfNumber(values.momoPhone);
  return picked ?? (suggested && wallets.includes(suggested) ? suggested : wallets[0]!);
}
