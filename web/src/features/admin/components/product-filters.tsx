import { CATEGORIES, PRODUCT_STATUSES } from '@shop/domain';
import { categoryLabel } from '@/lib/shop-info';
import { SearchFilter, SelectFilter } from './filter-fields';

/** Search (typing is debounced by the screen), category and status filters. */
export function ProductFilters({
  search,
  category,
  status,
  onSearch,
  onCategory,
  onStatus,
}: {
  search: string;
  category: string;
  status: string;
  onSearch: (search: string) => void;
  onCategory: (category: string) => void;
  onStatus: (status: string) => void;
}) {
  return (
    <div className="admin-filters" role="search" aria-label="Filter products">
      <SearchFilter label="Search products" placeholder="Search by name, brand or tag..." value={search} onChange={onSearch} />
      <SelectFilter label="Category" allLabel="All Categories" value={category} onChange={onCategory}>
        {CATEGORIES.map((slug) => (
          <option key={slug} value={slug}>
            {categoryLabel(slug)}
          </option>
        ))}
      </SelectFilter>
      <SelectFilter label="Status" allLabel="All Statuses" value={status} onChange={onStatus}>
        {PRODUCT_STATUSES.map((value) => (
          <option key={value} value={value}>
            {value.charAt(0).toUpperCase() + value.slice(1)}
          </option>
        ))}
      </SelectFilter>
    </div>
  );
}
