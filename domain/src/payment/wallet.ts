// Rwanda's two mobile-money wallets and the prefixes their numbers start with (RWANDA.md). Number
// portability is only being introduced, so a prefix suggests the wallet; the shopper may change it.

export const WALLETS = ['mtn', 'airtel'] as const;
export type Wallet = (typeof WALLETS)[number];

/** The two digits after +250 (or after the leading 0). */
export const WALLET_PREFIXES: Readonly<Record<Wallet, readonly string[]>> = {
  mtn: ['78', '79'],
  airtel: ['72', '73'],
};

export const WALLET_NAMES: Readonly<Record<Wallet, string>> = { mtn: 'MTN MoMo', airtel: 'Airtel Money' };

export function isWallet(value: unknown): value is Wallet {
  return typeof value === 'string' && (WALLETS as readonly string[]).includes(value);
}

/** The wallet a Rwandan national number (9 digits, `7xxxxxxxx`) suggests; undefined for another prefix. */
export function walletOfNationalNumber(nationalNumber: string): Wallet | undefined {
  const prefix = nationalNumber.slice(0, 2);
  return WALLETS.find((wallet) => WALLET_PREFIXES[wallet].includes(prefix));
}
