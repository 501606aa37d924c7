import { useId, useState } from 'react';
import { Link } from 'wouter';
import { ORDER_STATUSES, ORDER_STATUS_LABELS } from '@shop/domain';
import { PackageIcon, SearchIcon } from '@/components/ui/icons';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/state-message';
import { useMyOrders } from '../api/get-my-orders';
import type { OrderAuth, OrderStatusFilter } from '../types';
import { filterOrders } from '../utils/filter-orders';
import { OrderCard } from './order-card';
import './order-history.css';

const STATUS_OPTIONS: { value: OrderStatusFilter; label: string }[] = [
  { value: 'all', label: 'All Statuses' },
  ...ORDER_STATUSES.map((status) => ({ value: status, label: ORDER_STATUS_LABELS[status] })),
];

function isStatusFilter(value: string): value is OrderStatusFilter {
  return STATUS_OPTIONS.some((option) => option.value === value);
}

/**
 * The signed-in shopper's orders (SPEC section 2, Order history). The status filter asks
 * the server again; the text search filters the loaded list here.
 */
export function OrderHistory({ auth }: { auth: OrderAuth }) {
  const [status, setStatus] = useState<OrderStatusFilter>('all');
  const [search, setSearch] = useState('');
  const orders = useMyOrders(status, auth);
  const searchId = useId();
  const statusId = useId();

  let body;
  if (orders.status === 'loading') {
    body = <LoadingState text="Loading your orders..." />;
  } else if (orders.status === 'error') {
    body = <ErrorState title="Error Loading Orders" message={orders.error} onRetry={() => window.location.reload()} />;
  } else if (!orders.data.length && status === 'all') {
    body = (
      <EmptyState icon={<PackageIcon size={28} />} title="No Orders Yet">
        <p className="state-message-text">When you place an order, it will appear here so you can follow it.</p>
        <Link to="/products" className="button button-primary">
          Browse Products
        </Link>
      </EmptyState>
    );
  } else {
    const shown = filterOrders(orders.data, search);
    body = shown.length ? (
      <>
        <p className="order-history-count" role="status">
          Showing {shown.length} of {orders.data.length} {orders.data.length === 1 ? 'order' : 'orders'}
        </p>
        <ul className="order-history-list">
          {shown.map((order) => (
            <li key={order._id || order.orderNumber}>
              <OrderCard order={order} />
            </li>
          ))}
        </ul>
      </>
    ) : (
      <EmptyState icon={<SearchIcon size={28} />} title="No matching orders">
        <p className="state-message-text">No orders match your search or status filter.</p>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => {
            setSearch('');
            setStatus('all');
          }}
        >
          Clear Filters
        </button>
      </EmptyState>
    );
  }

  return (
    <div className="order-history">
      <form className="order-history-filters card" role="search" onSubmit={(event) => event.preventDefault()}>
        <div className="field order-history-search">
          <label htmlFor={searchId} className="field-label">
            Search orders
          </label>
          <div className="order-history-search-input">
            <SearchIcon size={18} />
            <input
              id={searchId}
              type="search"
              className="field-input"
              placeholder="Order number, first or last name"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
        </div>
        <div className="field order-history-status">
          <label htmlFor={statusId} className="field-label">
            Status
          </label>
          <select
            id={statusId}
            className="field-input order-history-select"
            value={status}
            onChange={(event) => {
              if (isStatusFilter(event.target.value)) setStatus(event.target.value);
            }}
          >
            {STATUS_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </form>
      {body}
    </div>
  );
}
