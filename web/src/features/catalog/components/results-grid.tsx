import type { ComponentProps } from 'react';
import { countProductView } from '../api/count-product-view';
import { FIRST_SCREEN_CARDS, ProductGrid } from './product-card';

/** One stable function, so the memoised grid is not redrawn for a new one on every render. */
const countOpened = (product: { _id: string }) => countProductView(product._id);

/** A page of results (the listing, the search): the first screen's pictures load at once; opening a product counts a view. */
export function ResultsGrid(grid: Omit<ComponentProps<typeof ProductGrid>, 'eagerCount' | 'onOpen'>) {
  return <ProductGrid {...grid} eagerCount={FIRST_SCREEN_CARDS} onOpen={countOpened} />;
}
