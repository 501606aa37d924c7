import type { ReactNode } from 'react';
import { ErrorState, LoadingState } from '@/components/ui/state-message';
import { useT } from '@/lib/i18n/use-t';
import { dashboardStatsFailed, useAdminStats } from '../api/get-admin-stats';
import { FiscalQueueNotice } from './fiscal-queue-notice';
import { LowStockList } from './low-stock-list';
import { RecentActivity } from './recent-activity';
import { SalesOverview } from './sales-overview';
import { StatCards } from './stat-cards';
import './dashboard.css';

/**
 * /admin for an admin: fiscal receipts still waiting for the VSDC (when there are any), the
 * store's figures, the links to each admin screen (`sections`, from the route), the 30-day chart,
 * recent orders and low stock.
 */
export function AdminDashboard({ sections }: { sections: ReactNode }) {
  const t = useT();
  const stats = useAdminStats();
  return (
    <div className="dashboard">
      <FiscalQueueNotice />
      {stats.status === 'error' ? (
        <ErrorState title={dashboardStatsFailed()} onRetry={stats.reload} />
      ) : !stats.data ? (
        <LoadingState text={t('admin.dashboard.loading')} />
      ) : (
        <StatCards stats={stats.data.stats} />
      )}
      {sections}
      {stats.data ? <SalesOverview series={stats.data.series} /> : null}
      <div className="dashboard-columns">
        <RecentActivity />
        {stats.data ? <LowStockList products={stats.data.lowStock} /> : null}
      </div>
    </div>
  );
}
