import { walletOfNationalNumber, type Wallet } from '@shop/domain';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * The wallet a typed number suggests (078/079 MTN, 072/073 Airtel), read with libphonenumber's
 * Rwandan metadata so every way of writing it counts: 0788…, +250 788…, 250788…, with spaces.
 * undefined until the number is a whole, valid Rwandan mobile number.
 */
export function walletOfNumber(typed: string): Wallet | undefined {
  const number = parsePhoneNumberFromString(typed, 'RW');
  if (!number || number.country !== 'RW' || !number.isValid()) return undefined;
  return walletOfNationalNumber(String(number.nationalNumber));
}
