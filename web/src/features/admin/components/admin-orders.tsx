import { PackageIcon } from '@/components/ui/icons';
import { showToast } from '@/components/ui/toast';
import { useT } from '@/lib/i18n/use-t';
import { adminOrdersFailed, useAdminOrders } from '../api/get-admin-orders';
import { useStayWithinPages } from '../hooks/use-filter-page';
import { useListFilters } from '../hooks/use-list-filters';
import { AdminAlert } from './admin-alert';
import { AdminListBody, NoRowsFound } from './admin-list-body';
import { AdminOrderCard } from './admin-order-card';
import { AdminResultLine } from './admin-result-line';
import { FiscalQueueNotice } from './fiscal-queue-notice';
import { NO_ORDER_FILTERS, OrderFilters } from './order-filters';
import './admin-products.css';
import './admin-orders.css';
import { invalidate } from '@/lib/use-query';

/**
 * /admin/orders for an admin: search (debounced 500 ms), status and payment-status filters, 10
 * per page; each order with its items, address, totals and status form, and a manual payment's
 * proof. 'Order status updated successfully!' shows for 3 s after an update.
 */
export function AdminOrders() {
  const t = useT();
  const filters = useListFilters(NO_ORDER_FILTERS);
  const { page, setPage, filtered } = filters;
  const list = useAdminOrders({ page, ...filters.applied });
  const pagination = list.data?.pagination;
  const orders = list.data?.orders ?? [];
  // An update may move the last order off the last page: show the page before it.
  useStayWithinPages(page, list.status === 'success' ? list.data.pagination.totalPages : 0, setPage);

  // The toast stays in view wherever the admin has scrolled to, and clears after 3 s.
  function changed(message: string) {
    showToast(message);
    invalidate('admin-orders');
    // A refund or a payment owes the tax authority a receipt.
    invalidate('fiscal-queue');
  }

  return (
    <div className="admin-orders">
      <FiscalQueueNotice />
      <div className="admin-toolbar">
        <OrderFilters filters={filters.typed} onChange={filters.setFilter} />
      </div>

      <AdminResultLine
        pagination={list.status === 'error' ? undefined : pagination}
        shown={orders.length}
        kind="orders"
        filtered={filtered}
      />

      {/* A failed reload leaves the orders in view, with what failed and Try Again above them. */}
      <AdminAlert message={list.status === 'error' && list.data ? list.error : null} action={t('admin.common.tryAgain')} onAction={list.reload} />

      <AdminListBody
        list={list}
        failedTitle={adminOrdersFailed()}
        keepRowsOnError
        loadingText={t('admin.orders.loading')}
        rowCount={orders.length}
        empty={
          <NoRowsFound
            icon={<PackageIcon size={28} />}
            title={t('admin.orders.empty')}
            hint={t('admin.orders.emptyHint')}
            filtered={filtered}
            onClearFilters={filters.clear}
          />
        }
        pages={{ page, totalPages: pagination?.totalPages ?? 1, onPage: setPage, label: t('admin.orders.pages') }}
      >
        <ul className="admin-order-list">
          {orders.map((order) => (
            <li key={order._id}>
              <AdminOrderCard order={order} onUpdated={changed} onPaymentSettled={changed} />
            </li>
          ))}
        </ul>
      </AdminListBody>
    </div>
  );
}
