import { CATEGORIES, PRODUCT_STATUSES } from '@shop/domain';
import { useT } from '@/lib/i18n/use-t';
import { categoryLabel } from '@/lib/shop-info';
import { productStatusLabel } from '../utils/product-labels';
import { filterBinder, SearchFilter, SelectFilter, type FilterBarProps } from './filter-fields';

export const NO_PRODUCT_FILTERS = { search: '', category: '', status: '' };

/** Search (typing is debounced by the screen), category and status filters. */
export function ProductFilters(bar: FilterBarProps<typeof NO_PRODUCT_FILTERS>) {
  const t = useT();
  const bind = filterBinder(bar);
  return (
    <div className="admin-filters" role="search" aria-label={t('admin.products.filter')}>
      <SearchFilter label={t('admin.products.search')} placeholder={t('admin.products.searchPlaceholder')} {...bind('search')} />
      <SelectFilter label={t('admin.products.category')} allLabel={t('admin.products.allCategories')} {...bind('category')}>
        {CATEGORIES.map((slug) => (
          <option key={slug} value={slug}>
            {categoryLabel(slug)}
          </option>
        ))}
      </SelectFilter>
      <SelectFilter label={t('admin.filter.status')} allLabel={t('admin.filter.allStatuses')} {...bind('status')}>
        {PRODUCT_STATUSES.map((value) => (
          <option key={value} value={value}>
            {productStatusLabel(value)}
          </option>
        ))}
      </SelectFilter>
    </div>
  );
}
