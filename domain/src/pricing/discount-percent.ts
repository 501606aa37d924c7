/**
 * The 'Save N%' / '-N% OFF' figure: 0 without an original price or when it is not above
 * the price, otherwise round((original - price) / original * 100).
 */
export function discountPercent(price: number, originalPrice?: number | null): number {
  if (originalPrice == null || !Number.isFinite(originalPrice) || !Number.isFinite(price)) return 0;
  if (originalPrice <= price) return 0;
  return Math.round(((originalPrice - price) / originalPrice) * 100);
}
