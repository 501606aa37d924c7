import type { ProductRepository } from '../ports/product-repository.port';
import { ratingAverage } from '../product/product';

/**
 * Moves a product's rating totals by a review change, then sets the average from the totals
 * it got back, only while they are still those. Each change is one atomic increment, so
 * concurrent reviews never lose one; whichever change comes last also sets the last average.
 */
export async function moveRating(products: ProductRepository, productId: string, sumDelta: number, countDelta: number) {
  if (sumDelta === 0 && countDelta === 0) return;
  const totals = await products.addToRating(productId, sumDelta, countDelta);
  if (totals) await products.setRatingAverage(productId, totals, ratingAverage(totals.sum, totals.count));
}
