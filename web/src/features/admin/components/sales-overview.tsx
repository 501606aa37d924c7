import { lazy, Suspense } from 'react';
import { formatRwf } from '@shop/domain';
import { LoadingState } from '@/components/ui/state-message';
import type { DailySales } from '@shop/contracts';
import { useT } from '@/lib/i18n/use-t';
import { seriesTotals } from '../utils/sales-series';

// The chart library is only fetched when an admin opens the dashboard.
const SalesChart = lazy(() => import('./sales-chart'));

/** The last 30 days of orders and revenue: a chart, with its totals as text for everyone. */
export function SalesOverview({ series }: { series: DailySales[] }) {
  const t = useT();
  const totals = seriesTotals(series);
  return (
    <section className="dashboard-panel dashboard-sales" aria-labelledby="dashboard-sales-title">
      <div className="dashboard-panel-header">
        <h2 id="dashboard-sales-title" className="dashboard-panel-title">
          {t('admin.sales.title')}
        </h2>
        <p className="dashboard-panel-note" data-testid="sales-totals">
          {t('admin.sales.totals', { orders: totals.orders, revenue: formatRwf(totals.revenue) })}
        </p>
      </div>
      <Suspense fallback={<LoadingState text={t('admin.sales.loading')} />}>
        <SalesChart series={series} />
      </Suspense>
    </section>
  );
}
