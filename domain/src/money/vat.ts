import { roundRwf } from './rwf';

/** Rwandan VAT; every shop price already includes it. */
export const VAT_RATE = 0.18;
const VAT_PERCENT = 18;

/**
 * The VAT contained in a VAT-inclusive amount: amount - amount / 1.18, in whole francs.
 * Computed as amount * 18 / 118 to keep float error out; with integer amounts that
 * fraction never ends in exactly .5, so the rounding direction is never ambiguous.
 */
export function vatPart(amountInclusive: number): number {
  return roundRwf((amountInclusive * VAT_PERCENT) / (100 + VAT_PERCENT));
}

/** The amount without VAT; netPart + vatPart always equals the rounded amount. */
export function netPart(amountInclusive: number): number {
  return roundRwf(amountInclusive) - vatPart(amountInclusive);
}

export interface VatSplit {
  net: number;
  vat: number;
}

export function splitVat(amountInclusive: number): VatSplit {
  return { net: netPart(amountInclusive), vat: vatPart(amountInclusive) };
}
