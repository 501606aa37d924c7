import { useT } from '@/lib/i18n/use-t';
import type { ProductChoice } from '../api/get-product-choices';
import { filterBinder, SearchFilter, SelectFilter, type FilterBarProps } from './filter-fields';

const RATINGS = ['5', '4', '3', '2', '1'] as const;

export const NO_REVIEW_FILTERS = { search: '', rating: '', product: '' };

/** Search (typing is debounced by the screen), rating and product filters of /admin/reviews. */
export function ReviewFilters({
  products,
  ...bar
}: FilterBarProps<typeof NO_REVIEW_FILTERS> & { products: ProductChoice[] }) {
  const t = useT();
  const bind = filterBinder(bar);
  return (
    <div className="admin-filters" role="search" aria-label={t('admin.reviews.filter')}>
      <SearchFilter label={t('admin.reviews.search')} placeholder={t('admin.reviews.searchPlaceholder')} {...bind('search')} />
      <SelectFilter label={t('admin.reviews.rating')} allLabel={t('admin.reviews.allRatings')} {...bind('rating')}>
        {RATINGS.map((stars) => (
          <option key={stars} value={stars}>
            {t('admin.reviews.stars', { count: Number(stars) })}
          </option>
        ))}
      </SelectFilter>
      <SelectFilter label={t('admin.reviews.product')} allLabel={t('admin.reviews.allProducts')} {...bind('product')}>
        {products.map((choice) => (
          <option key={choice._id} value={choice._id}>
            {choice.name}
          </option>
        ))}
      </SelectFilter>
    </div>
  );
}
