import { formatRwf, relativeTime } from '@shop/domain';
import { ErrorState, LoadingState } from '@/components/ui/state-message';
import { OrderStatusBadge } from '@/components/ui/status-badges';
import { useLanguage, useT } from '@/lib/i18n/use-t';
import { useRecentOrders } from '../api/get-admin-orders';
import { DashboardPanel } from './dashboard-panel';

/** The latest 5 orders with how long ago each was placed. */
export function RecentActivity() {
  const t = useT();
  const language = useLanguage();
  const recent = useRecentOrders();
  const now = Date.now();
  let body;
  if (recent.status === 'error') body = <ErrorState title={t('admin.recent.failed')} message={recent.error} onRetry={recent.reload} />;
  else if (!recent.data) body = <LoadingState text={t('admin.recent.loading')} />;
  else if (recent.data.orders.length === 0) body = <p className="dashboard-empty">{t('admin.recent.empty')}</p>;
  else {
    body = (
      <ul className="dashboard-list">
        {recent.data.orders.map((order) => (
          <li key={order._id} className="dashboard-list-item" data-testid="recent-order">
            <div className="dashboard-list-main">
              <span className="dashboard-list-title">{t('admin.order.title', { number: order.orderNumber })}</span>
              <span className="dashboard-list-text">
                {`${order.user.firstName} ${order.user.lastName}`.trim() || order.user.email} · {formatRwf(order.total)}
              </span>
            </div>
            <div className="dashboard-list-side">
              <OrderStatusBadge status={order.status} />
              <time className="dashboard-list-time" dateTime={order.createdAt}>
                {relativeTime(order.createdAt, now, language)}
              </time>
            </div>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <DashboardPanel titleId="dashboard-recent-title" title={t('admin.recent.title')} to="/admin/orders" linkText={t('admin.recent.all')}>
      {body}
    </DashboardPanel>
  );
}
