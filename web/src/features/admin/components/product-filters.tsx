import { CATEGORIES, PRODUCT_STATUSES } from '@shop/domain';
import { categoryLabel } from '@/lib/shop-info';
import { filterBinder, SearchFilter, SelectFilter, type FilterBarProps } from './filter-fields';

export const NO_PRODUCT_FILTERS = { search: '', category: '', status: '' };

/** Search (typing is debounced by the screen), category and status filters. */
export function ProductFilters(bar: FilterBarProps<typeof NO_PRODUCT_FILTERS>) {
  const bind = filterBinder(bar);
  return (
    <div className="admin-filters" role="search" aria-label="Filter products">
      <SearchFilter label="Search products" placeholder="Search by name, brand or tag..." {...bind('search')} />
      <SelectFilter label="Category" allLabel="All Categories" {...bind('category')}>
        {CATEGORIES.map((slug) => (
          <option key={slug} value={slug}>
            {categoryLabel(slug)}
          </option>
        ))}
      </SelectFilter>
      <SelectFilter label="Status" allLabel="All Statuses" {...bind('status')}>
        {PRODUCT_STATUSES.map((value) => (
          <option key={value} value={value}>
            {value.charAt(0).toUpperCase() + value.slice(1)}
          </option>
        ))}
      </SelectFilter>
    </div>
  );
}
