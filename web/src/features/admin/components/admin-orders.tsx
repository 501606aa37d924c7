import { useEffect, useState } from 'react';
import { FILTER_DEBOUNCE_MS } from '@shop/domain';
import { Pagination } from '@/components/ui/pagination';
import { PackageIcon } from '@/components/ui/icons';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/state-message';
import { showToast } from '@/components/ui/toast';
import { ADMIN_ORDERS_FAILED, useAdminOrders } from '../api/get-admin-orders';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { rangeText } from '../utils/range-text';
import { AdminOrderCard } from './admin-order-card';
import { OrderFilters } from './order-filters';
import './admin-products.css';
import './admin-orders.css';

/**
 * /admin/orders for an admin: search (debounced 500 ms), status and payment-status filters, 10
 * per page; each order with its items, address, totals and status form, and a manual payment's
 * proof. 'Order status updated successfully!' shows for 3 s after an update.
 */
export function AdminOrders() {
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText, FILTER_DEBOUNCE_MS);
  const [status, setStatus] = useState('');
  const [paymentStatus, setPaymentStatus] = useState('');
  // The page belongs to the filters it was chosen under: new filters start at page 1.
  const filterKey = JSON.stringify([search.trim(), status, paymentStatus]);
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  if (paging.filterKey !== filterKey) setPaging({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  const [version, setVersion] = useState(0);

  const list = useAdminOrders({ page, search, status, paymentStatus }, version);
  const pagination = list.data?.pagination;
  const orders = list.data?.orders ?? [];
  const filtered = Boolean(search.trim() || status || paymentStatus);

  // An update may move the last order off the last page: show the page before it.
  const lastPage = list.status === 'success' ? list.data.pagination.totalPages : 0;
  useEffect(() => {
    if (lastPage > 0 && page > lastPage) setPaging({ filterKey, page: lastPage });
  }, [lastPage, page, filterKey]);

  // The toast stays in view wherever the admin has scrolled to, and clears after 3 s.
  function changed(message: string) {
    showToast(message);
    setVersion((n) => n + 1);
  }

  let body;
  if (list.status === 'error' && !list.data) {
    body = <ErrorState title={ADMIN_ORDERS_FAILED} message={list.error === ADMIN_ORDERS_FAILED ? null : list.error} onRetry={list.reload} />;
  } else if (!list.data) {
    body = <LoadingState text="Loading orders..." />;
  } else if (orders.length === 0) {
    body = (
      <EmptyState icon={<PackageIcon size={28} />} title="No orders found">
        <p className="state-message-text">{filtered ? 'Try adjusting your search terms or filters' : 'Orders will appear here once shoppers place them'}</p>
        {filtered ? (
          <div className="state-message-actions">
            <button
              type="button"
              className="button button-secondary"
              onClick={() => {
                setSearchText('');
                setStatus('');
                setPaymentStatus('');
              }}
            >
              Clear Filters
            </button>
          </div>
        ) : null}
      </EmptyState>
    );
  } else {
    body = (
      <div className={list.status === 'loading' ? 'admin-refreshing' : undefined} aria-busy={list.status === 'loading' || undefined}>
        <ul className="admin-order-list">
          {orders.map((order) => (
            <li key={order._id}>
              <AdminOrderCard order={order} onUpdated={changed} onPaymentSettled={changed} />
            </li>
          ))}
        </ul>
        <Pagination page={page} totalPages={pagination?.totalPages ?? 1} onPage={(next) => setPaging({ filterKey, page: next })} label="Order pages" />
      </div>
    );
  }

  return (
    <div className="admin-orders">
      <div className="admin-toolbar">
        <OrderFilters
          search={searchText}
          status={status}
          paymentStatus={paymentStatus}
          onSearch={setSearchText}
          onStatus={setStatus}
          onPaymentStatus={setPaymentStatus}
        />
      </div>

      <p className="admin-result-line" role="status">
        {pagination && list.status !== 'error' ? (
          <>
            <span>{rangeText(pagination, orders.length, { one: 'order', many: 'orders' })}</span>
            {filtered ? <span className="admin-result-note">Filters applied</span> : null}
            {pagination.totalPages > 1 ? (
              <span className="admin-result-note">
                Page {pagination.page} of {pagination.totalPages}
              </span>
            ) : null}
          </>
        ) : null}
      </p>

      {list.status === 'error' && list.data ? (
        <p className="form-alert admin-alert" role="alert">
          {list.error}
          <button type="button" className="admin-link-button" onClick={list.reload}>
            Try Again
          </button>
        </p>
      ) : null}

      {body}
    </div>
  );
}
