import { isRwfAmount } from '../money/rwf';

/**
 * MTN Rwanda merchant pay: `*182*8*1*<merchant code>*<amount>#` (without an amount the phone
 * asks for it). Only a positive whole amount is put in the code. Checkout and the order e-mail
 * show the same code.
 */
export function merchantDialCode(merchantCode: string, amount?: number): string {
  return amount !== undefined && isRwfAmount(amount) && amount > 0
    ? `*182*8*1*${merchantCode}*${amount}#`
    : `*182*8*1*${merchantCode}#`;
}
