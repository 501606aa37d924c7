import { useId } from 'react';
import { ORDER_STATUSES, ORDER_STATUS_LABELS, PAYMENT_STATUSES, PAYMENT_STATUS_LABELS } from '@shop/domain';
import { SearchIcon } from '@/components/ui/icons';

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
  const id = useId();
  return (
    <div className="admin-filters" role="search" aria-label="Filter orders">
      <div className="admin-filter admin-filter-search">
        <label htmlFor={`${id}-search`} className="visually-hidden">
          Search orders
        </label>
        <SearchIcon size={18} className="admin-filter-search-icon" />
        <input
          id={`${id}-search`}
          type="search"
          className="field-input"
          placeholder="Order number, name or e-mail..."
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          autoComplete="off"
        />
      </div>
      <div className="admin-filter">
        <label htmlFor={`${id}-status`} className="visually-hidden">
          Order status
        </label>
        <select id={`${id}-status`} className="field-input admin-select" value={status} onChange={(event) => onStatus(event.target.value)}>
          <option value="">All Statuses</option>
          {ORDER_STATUSES.map((value) => (
            <option key={value} value={value}>
              {ORDER_STATUS_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-filter">
        <label htmlFor={`${id}-payment`} className="visually-hidden">
          Payment status
        </label>
        <select
          id={`${id}-payment`}
          className="field-input admin-select"
          value={paymentStatus}
          onChange={(event) => onPaymentStatus(event.target.value)}
        >
          <option value="">All Payments</option>
          {PAYMENT_STATUSES.map((value) => (
            <option key={value} value={value}>
              {PAYMENT_STATUS_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
