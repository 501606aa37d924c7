import { ORDER_STATUSES, ORDER_STATUS_LABELS, PAYMENT_STATUSES, PAYMENT_STATUS_LABELS } from '@shop/domain';
import { filterBinder, SearchFilter, SelectFilter, type FilterBarProps } from './filter-fields';

export const NO_ORDER_FILTERS = { search: '', status: '', paymentStatus: '' };

/** Search (typing is debounced by the screen), order status and payment status filters. */
export function OrderFilters(bar: FilterBarProps<typeof NO_ORDER_FILTERS>) {
  const bind = filterBinder(bar);
  return (
    <div className="admin-filters" role="search" aria-label="Filter orders">
      <SearchFilter label="Search orders" placeholder="Order number, name or e-mail..." {...bind('search')} />
      <SelectFilter label="Order status" allLabel="All Statuses" {...bind('status')}>
        {ORDER_STATUSES.map((value) => (
          <option key={value} value={value}>
            {ORDER_STATUS_LABELS[value]}
          </option>
        ))}
      </SelectFilter>
      <SelectFilter label="Payment status" allLabel="All Payments" {...bind('paymentStatus')}>
        {PAYMENT_STATUSES.map((value) => (
          <option key={value} value={value}>
            {PAYMENT_STATUS_LABELS[value]}
          </option>
        ))}
      </SelectFilter>
    </div>
  );
}
