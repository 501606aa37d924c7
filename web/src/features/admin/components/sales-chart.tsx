import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatRwf } from '@shop/domain';
import type { DailySales } from '@shop/contracts';
import { useT } from '@/lib/i18n/use-t';
import { compactRwf, dayLabel } from '../utils/sales-series';

/**
 * Orders (bars, left axis), new users and subscribers (lines, left axis) and paid revenue (line,
 * right axis) per Kigali day. Loaded on its own
 * (React.lazy) so the chart library stays out of the storefront's first download.
 */
export default function SalesChart({ series }: { series: DailySales[] }) {
  const t = useT();
  const ordersName = t('admin.sales.orders');
  const revenueName = t('admin.sales.revenue');
  const usersName = t('admin.sales.newUsers');
  const subscribersName = t('admin.sales.newSubscribers');
  const points = series.map((day) => ({ ...day, label: dayLabel(day.date) }));
  return (
    <div className="sales-chart" data-testid="sales-chart">
      <ResponsiveContainer width="100%" height={280}>
        <ComposedChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid stroke="#e2e8f0" vertical={false} />
          <XAxis dataKey="label" tick={{ fontSize: 12, fill: '#475569' }} interval="preserveStartEnd" minTickGap={24} />
          <YAxis yAxisId="orders" allowDecimals={false} tick={{ fontSize: 12, fill: '#475569' }} width={36} />
          <YAxis yAxisId="revenue" orientation="right" tickFormatter={compactRwf} tick={{ fontSize: 12, fill: '#475569' }} width={48} />
          <Tooltip
            formatter={(value, name) => (name === revenueName ? formatRwf(Number(value)) : String(value))}
            labelFormatter={(label) => String(label)}
          />
          <Legend />
          <Bar yAxisId="orders" dataKey="orders" name={ordersName} fill="#6366f1" radius={[4, 4, 0, 0]} isAnimationActive={false} />
          <Line yAxisId="orders" dataKey="newUsers" name={usersName} type="linear" stroke="#b45309" strokeWidth={2} strokeDasharray="4 3" dot={false} isAnimationActive={false} />
          <Line yAxisId="orders" dataKey="newSubscribers" name={subscribersName} type="linear" stroke="#15803d" strokeWidth={2} strokeDasharray="1 3" dot={false} isAnimationActive={false} />
          <Line
            yAxisId="revenue"
            dataKey="revenue"
            name={revenueName}
            type="linear"
            stroke="#0e7490"
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
