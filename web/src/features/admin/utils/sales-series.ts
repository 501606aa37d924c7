import type { DailySales } from '@shop/contracts';

/** 'Nov 23' for the chart's axis, read from the series' own 'YYYY-MM-DD' (already a Kigali day). */
export function dayLabel(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  const [, year, month, day] = match;
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(Number(year), Number(month) - 1, Number(day))),
  );
}

/** The 30 days' totals, for the chart's caption and its text alternative. */
export function seriesTotals(series: readonly DailySales[]): { orders: number; revenue: number } {
  return series.reduce((sum, day) => ({ orders: sum.orders + day.orders, revenue: sum.revenue + day.revenue }), { orders: 0, revenue: 0 });
}

/** 1.2K, 3.4M: short revenue ticks so the axis stays narrow. */
export function compactRwf(value: number): string {
  return new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 }).format(value);
}
