import { useId } from 'react';
import { SearchIcon } from '@/components/ui/icons';
import type { ProductChoice } from '../api/get-product-choices';

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
  const id = useId();
  return (
    <div className="admin-filters" role="search" aria-label="Filter reviews">
      <div className="admin-filter admin-filter-search">
        <label htmlFor={`${id}-search`} className="visually-hidden">
          Search reviews
        </label>
        <SearchIcon size={18} className="admin-filter-search-icon" />
        <input
          id={`${id}-search`}
          type="search"
          className="field-input"
          placeholder="Search comments and reviewers..."
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          autoComplete="off"
        />
      </div>
      <div className="admin-filter">
        <label htmlFor={`${id}-rating`} className="visually-hidden">
          Rating
        </label>
        <select
          id={`${id}-rating`}
          className="field-input admin-select"
          value={rating}
          onChange={(event) => onRating(event.target.value)}
        >
          <option value="">All Ratings</option>
          {RATINGS.map((stars) => (
            <option key={stars} value={stars}>
              {stars} {stars === '1' ? 'star' : 'stars'}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-filter">
        <label htmlFor={`${id}-product`} className="visually-hidden">
          Product
        </label>
        <select
          id={`${id}-product`}
          className="field-input admin-select"
          value={product}
          onChange={(event) => onProduct(event.target.value)}
        >
          <option value="">All Products</option>
          {products.map((choice) => (
            <option key={choice._id} value={choice._id}>
              {choice.name}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
