import { lazy, Suspense } from 'react';
import { formatRwf, PAYMENT_METHODS } from '@shop/domain';
import { LoadingState } from '@/components/ui/state-message';
import type { DailySales } from '@shop/contracts';
import { useT } from '@/lib/i18n/use-t';
import { seriesTotals } from '../utils/sales-series';

const sumOf = (series: DailySales[], figure: (day: DailySales) => number) => series.reduce((sum, day) => sum + figure(day), 0);

// The chart library is only fetched when an admin opens the dashboard.
const SalesChart = lazy(() => import('./sales-chart'));

/**
 * The last 30 days of orders, revenue, new users and subscribers: a chart, with its totals as text
 * for everyone, and the revenue of those days by payment method.
 */
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
        <p className="dashboard-panel-note" data-testid="growth-totals">
          {t('admin.sales.growth', { users: sumOf(series, (day) => day.newUsers), subscribers: sumOf(series, (day) => day.newSubscribers) })}
        </p>
      </div>
      <Suspense fallback={<LoadingState text={t('admin.sales.loading')} />}>
        <SalesChart series={series} />
      </Suspense>
      <h3 id="dashboard-methods-title" className="dashboard-panel-subtitle">
        {t('admin.sales.byMethod')}
      </h3>
      <ul className="dashboard-methods" aria-labelledby="dashboard-methods-title" data-testid="revenue-by-method">
        {PAYMENT_METHODS.map((method) => (
          <li key={method} className="dashboard-method">
            <span className="dashboard-method-label">{t(`admin.sales.method.${method}`)}</span>
            <span className="dashboard-method-value">{formatRwf(sumOf(series, (day) => day.revenueByMethod[method]))}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
