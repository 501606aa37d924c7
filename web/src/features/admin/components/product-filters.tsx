import { useId } from 'react';
import { CATEGORIES, PRODUCT_STATUSES } from '@shop/domain';
import { SearchIcon } from '@/components/ui/icons';
import { categoryLabel } from '@/lib/shop-info';

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
  const id = useId();
  return (
    <div className="admin-filters" role="search" aria-label="Filter products">
      <div className="admin-filter admin-filter-search">
        <label htmlFor={`${id}-search`} className="visually-hidden">
          Search products
        </label>
        <SearchIcon size={18} className="admin-filter-search-icon" />
        <input
          id={`${id}-search`}
          type="search"
          className="field-input"
          placeholder="Search by name, brand or tag..."
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          autoComplete="off"
        />
      </div>
      <div className="admin-filter">
        <label htmlFor={`${id}-category`} className="visually-hidden">
          Category
        </label>
        <select
          id={`${id}-category`}
          className="field-input admin-select"
          value={category}
          onChange={(event) => onCategory(event.target.value)}
        >
          <option value="">All Categories</option>
          {CATEGORIES.map((slug) => (
            <option key={slug} value={slug}>
              {categoryLabel(slug)}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-filter">
        <label htmlFor={`${id}-status`} className="visually-hidden">
          Status
        </label>
        <select
          id={`${id}-status`}
          className="field-input admin-select"
          value={status}
          onChange={(event) => onStatus(event.target.value)}
        >
          <option value="">All Statuses</option>
          {PRODUCT_STATUSES.map((value) => (
            <option key={value} value={value}>
              {value.charAt(0).toUpperCase() + value.slice(1)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
