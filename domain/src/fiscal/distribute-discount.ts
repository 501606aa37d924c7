/**
 * An order's discount split across its lines in proportion to their amounts, in whole francs
 * (largest remainder): the shares add up to the discount exactly and none exceeds its line.
 * Ties in the remainder go to the larger line, then the earlier one, so the split is stable.
 */
export function distributeDiscount(lineAmounts: readonly number[], discount: number): number[] {
  if (!lineAmounts.every(isWholeFrancs)) throw new RangeError('line amounts must be whole francs');
  if (!isWholeFrancs(discount)) throw new RangeError('the discount must be whole francs');
  const total = lineAmounts.reduce((sum, amount) => sum + amount, 0);
  if (discount > total) throw new RangeError('the discount exceeds the lines it is spread over');
  if (discount === 0) return lineAmounts.map(() => 0);

  // BigInt keeps amount × discount exact whatever the sizes.
  const shares = lineAmounts.map((amount, index) => {
    const scaled = BigInt(amount) * BigInt(discount);
    return { index, amount, share: Number(scaled / BigInt(total)), remainder: scaled % BigInt(total) };
  });
  let left = discount - shares.reduce((sum, line) => sum + line.share, 0);
  const byRemainder = [...shares].sort(
    (a, b) => (a.remainder === b.remainder ? b.amount - a.amount || a.index - b.index : a.remainder > b.remainder ? -1 : 1),
  );
  // Fewer francs are left than lines with a remainder, and a line with one is below its amount.
  for (const line of byRemainder) {
    if (left === 0) break;
    line.share += 1;
    left -= 1;
  }
  return shares.map((line) => line.share);
}

const isWholeFrancs = (value: number) => Number.isSafeInteger(value) && value >= 0;
