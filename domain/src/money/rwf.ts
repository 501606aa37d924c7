// RWF has no minor unit: every amount the shop stores or shows is a whole number of francs.
export const CURRENCY = 'RWF';

/** Rounds to whole francs, turning -0 into 0 so it never prints as "-0 RWF". */
export function roundRwf(amount: number): number {
  const rounded = Math.round(amount);
  return rounded === 0 ? 0 : rounded;
}

/** A storable amount: a finite, non-negative whole number of francs. */
export function isRwfAmount(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}
