import { useId } from 'react';
import { PRODUCT_SORT_OPTIONS, isSortOrder } from '@shop/domain';
import './listing-controls.css';

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
  const id = useId();
  return (
    <div className="sort-select">
      <label htmlFor={id}>Sort by</label>
      <select
        id={id}
        className="select"
        value={`${sortBy}:${sortOrder}`}
        onChange={(event) => {
          const [by = 'createdAt', order] = event.target.value.split(':');
          onChange(by, isSortOrder(order) ? order : 'desc');
        }}
      >
        {PRODUCT_SORT_OPTIONS.map((option) => (
          <option key={option.label} value={`${option.sortBy}:${option.sortOrder}`}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
