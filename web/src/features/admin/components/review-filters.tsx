import type { ProductChoice } from '../api/get-product-choices';
import { SearchFilter, SelectFilter } from './filter-fields';

const RATINGS = ['5', '4', '3', '2', '1'] as const;

/** Search (typing is debounced by the screen), rating and product filters of /admin/reviews. */
export function ReviewFilters({
  search,
  rating,
  product,
  products,
  onSearch,
  onRating,
  onProduct,
}: {
  search: string;
  rating: string;
  product: string;
  products: ProductChoice[];
  onSearch: (search: string) => void;
  onRating: (rating: string) => void;
  onProduct: (product: string) => void;
}) {
  return (
    <div className="admin-filters" role="search" aria-label="Filter reviews">
      <SearchFilter label="Search reviews" placeholder="Search comments and reviewers..." value={search} onChange={onSearch} />
      <SelectFilter label="Rating" allLabel="All Ratings" value={rating} onChange={onRating}>
        {RATINGS.map((stars) => (
          <option key={stars} value={stars}>
            {stars} {stars === '1' ? 'star' : 'stars'}
          </option>
        ))}
      </SelectFilter>
      <SelectFilter label="Product" allLabel="All Products" value={product} onChange={onProduct}>
        {products.map((choice) => (
          <option key={choice._id} value={choice._id}>
            {choice.name}
          </option>
        ))}
      </SelectFilter>
    </div>
  );
}
