import { useId } from 'react';
import { PRODUCT_SORT_OPTIONS, isSortOrder } from '@shop/domain';
import { useT, type MessageKey } from '@/lib/i18n/use-t';
import './listing-controls.css';

/** The name of each sort of the menu, by `sortBy:sortOrder`. */
const SORT_LABELS: Readonly<Record<string, MessageKey>> = {
  'createdAt:desc': 'catalog.sort.newest',
  'createdAt:asc': 'catalog.sort.oldest',
  'name:asc': 'catalog.sort.nameAsc',
  'name:desc': 'catalog.sort.nameDesc',
  'price:asc': 'catalog.sort.priceAsc',
  'price:desc': 'catalog.sort.priceDesc',
  'rating:desc': 'catalog.sort.ratingDesc',
  'rating:asc': 'catalog.sort.ratingAsc',
  'views:desc': 'catalog.sort.popular',
};

/** The nine sorts of SPEC section 2, as one select. */
export function SortSelect({
  sortBy,
  sortOrder,
  onChange,
}: {
  sortBy: string;
  sortOrder: string;
  onChange: (sortBy: string, sortOrder: 'asc' | 'desc') => void;
}) {
  const t = useT();
  const id = useId();
  return (
    <div className="sort-select">
      <label htmlFor={id}>{t('catalog.sort.label')}</label>
      <select
        id={id}
        className="select"
        value={`${sortBy}:${sortOrder}`}
        onChange={(event) => {
          const [by = 'createdAt', order] = event.target.value.split(':');
          onChange(by, isSortOrder(order) ? order : 'desc');
        }}
      >
        {PRODUCT_SORT_OPTIONS.map((option) => {
          const value = `${option.sortBy}:${option.sortOrder}`;
          const key = SORT_LABELS[value];
          return (
            <option key={value} value={value}>
              {key ? t(key) : option.label}
            </option>
          );
        })}
      </select>
    </div>
  );
}
