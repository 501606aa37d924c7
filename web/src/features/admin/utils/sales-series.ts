import type { DailySales } from '@shop/contracts';
import { translate } from '@/lib/i18n/use-t';

/**
 * 'Nov 23' (fr '23 nov.') for the chart's axis, read from the series' own 'YYYY-MM-DD' (already a
 * Kigali day). The month names are the catalogue's, not the browser's: ICU versions disagree on
 * Kinyarwanda.
 */
export function dayLabel(date: string): string {
  const match = /^\d{4}-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  return translate('admin.sales.day', { month: Number(match[1]), day: Number(match[2]) });
}

/** The 30 days' totals, for the chart's caption and its text alternative. */
export function seriesTotals(series: ReadonlyArray<Pick<DailySales, 'orders' | 'revenue'>>): { orders: number; revenue: number } {
  return series.reduce((sum, day) => ({ orders: sum.orders + day.orders, revenue: sum.revenue + day.revenue }), { orders: 0, revenue: 0 });
}

/** 1.2K, 3.4M: short revenue ticks so the axis stays narrow. */
export function compactRwf(value: number): string {
  return new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 }).format(value);
}
