import type { ProductChoice } from '../api/get-product-choices';
import { filterBinder, SearchFilter, SelectFilter, type FilterBarProps } from './filter-fields';

const RATINGS = ['5', '4', '3', '2', '1'] as const;

export const NO_REVIEW_FILTERS = { search: '', rating: '', product: '' };

/** Search (typing is debounced by the screen), rating and product filters of /admin/reviews. */
export function ReviewFilters({
  products,
  ...bar
}: FilterBarProps<typeof NO_REVIEW_FILTERS> & { products: ProductChoice[] }) {
  const bind = filterBinder(bar);
  return (
    <div className="admin-filters" role="search" aria-label="Filter reviews">
      <SearchFilter label="Search reviews" placeholder="Search comments and reviewers..." {...bind('search')} />
      <SelectFilter label="Rating" allLabel="All Ratings" {...bind('rating')}>
        {RATINGS.map((stars) => (
          <option key={stars} value={stars}>
            {stars} {stars === '1' ? 'star' : 'stars'}
          </option>
        ))}
      </SelectFilter>
      <SelectFilter label="Product" allLabel="All Products" {...bind('product')}>
        {products.map((choice) => (
          <option key={choice._id} value={choice._id}>
            {choice.name}
          </option>
        ))}
      </SelectFilter>
    </div>
  );
}
