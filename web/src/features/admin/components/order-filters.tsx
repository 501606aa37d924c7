import { ORDER_STATUSES, ORDER_STATUS_LABELS, PAYMENT_STATUSES, PAYMENT_STATUS_LABELS } from '@shop/domain';
import { SearchFilter, SelectFilter } from './filter-fields';

/** Search (typing is debounced by the screen), order status and payment status filters. */
export function OrderFilters({
  search,
  status,
  paymentStatus,
  onSearch,
  onStatus,
  onPaymentStatus,
}: {
  search: string;
  status: string;
  paymentStatus: string;
  onSearch: (search: string) => void;
  onStatus: (status: string) => void;
  onPaymentStatus: (status: string) => void;
}) {
  return (
    <div className="admin-filters" role="search" aria-label="Filter orders">
      <SearchFilter label="Search orders" placeholder="Order number, name or e-mail..." value={search} onChange={onSearch} />
      <SelectFilter label="Order status" allLabel="All Statuses" value={status} onChange={onStatus}>
        {ORDER_STATUSES.map((value) => (
          <option key={value} value={value}>
            {ORDER_STATUS_LABELS[value]}
          </option>
        ))}
      </SelectFilter>
      <SelectFilter label="Payment status" allLabel="All Payments" value={paymentStatus} onChange={onPaymentStatus}>
        {PAYMENT_STATUSES.map((value) => (
          <option key={value} value={value}>
            {PAYMENT_STATUS_LABELS[value]}
          </option>
        ))}
      </SelectFilter>
    </div>
  );
}
