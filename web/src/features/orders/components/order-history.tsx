import { useId, useState } from 'react';
import { Link } from 'wouter';
import { ORDER_STATUSES } from '@shop/domain';
import { PackageIcon, SearchIcon } from '@/components/ui/icons';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/state-message';
import { useT } from '@/lib/i18n/use-t';
import { orderStatusLabel } from '@/lib/order-labels';
import { useMyOrders } from '../api/get-my-orders';
import type { OrderAuth, OrderStatusFilter } from '../types';
import { filterOrders } from '../utils/filter-orders';
import { OrderCard } from './order-card';
import './order-history.css';

const STATUS_FILTERS: readonly OrderStatusFilter[] = ['all', ...ORDER_STATUSES];

function isStatusFilter(value: string): value is OrderStatusFilter {
  return STATUS_FILTERS.some((filter) => filter === value);
}

/**
 * The signed-in shopper's orders (SPEC section 2, Order history). The status filter asks
 * the server again; the text search filters the loaded list here.
 */
export function OrderHistory({ auth }: { auth: OrderAuth }) {
  const t = useT();
  const [status, setStatus] = useState<OrderStatusFilter>('all');
  const [search, setSearch] = useState('');
  const orders = useMyOrders(status, auth);
  const searchId = useId();
  const statusId = useId();

  let body;
  if (orders.status === 'loading') {
    body = <LoadingState text={t('orders.history.loading')} />;
  } else if (orders.status === 'error') {
    body = <ErrorState title={t('orders.history.errorTitle')} message={orders.error} onRetry={() => window.location.reload()} />;
  } else if (!orders.data.length && status === 'all') {
    body = (
      <EmptyState icon={<PackageIcon size={28} />} title={t('orders.history.emptyTitle')}>
        <p className="state-message-text">{t('orders.history.emptyText')}</p>
        <Link to="/products" className="button button-primary">
          {t('orders.history.browse')}
        </Link>
      </EmptyState>
    );
  } else {
    const shown = filterOrders(orders.data, search);
    body = shown.length ? (
      <>
        <p className="order-history-count" role="status">
          {t('orders.history.count', { shown: shown.length, total: orders.data.length })}
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
      <EmptyState icon={<SearchIcon size={28} />} title={t('orders.history.noMatchTitle')}>
        <p className="state-message-text">{t('orders.history.noMatchText')}</p>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => {
            setSearch('');
            setStatus('all');
          }}
        >
          {t('orders.history.clearFilters')}
        </button>
      </EmptyState>
    );
  }

  return (
    <div className="order-history">
      <form className="order-history-filters card" role="search" onSubmit={(event) => event.preventDefault()}>
        <div className="field order-history-search">
          <label htmlFor={searchId} className="field-label">
            {t('orders.history.searchLabel')}
          </label>
          <div className="order-history-search-input">
            <SearchIcon size={18} />
            <input
              id={searchId}
              type="search"
              className="field-input"
              placeholder={t('orders.history.searchPlaceholder')}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
        </div>
        <div className="field order-history-status">
          <label htmlFor={statusId} className="field-label">
            {t('orders.history.statusLabel')}
          </label>
          <select
            id={statusId}
            className="field-input order-history-select"
            value={status}
            onChange={(event) => {
              if (isStatusFilter(event.target.value)) setStatus(event.target.value);
            }}
          >
            {STATUS_FILTERS.map((filter) => (
              <option key={filter} value={filter}>
                {filter === 'all' ? t('orders.history.allStatuses') : orderStatusLabel(filter)}
              </option>
            ))}
          </select>
        </div>
      </form>
      {body}
    </div>
  );
}
