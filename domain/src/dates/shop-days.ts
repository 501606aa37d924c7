import { DAY_MS, HOUR_MS, toEpochMs, type Instant } from './instant';
import { AppError } from '../errors/app-error';

/** Africa/Kigali is UTC+2 all year (no daylight saving): a shop day starts at 22:00 UTC the evening before. */
const SHOP_UTC_OFFSET_MS = 2 * HOUR_MS;

/** YYYY-MM-DD of the shop's (Africa/Kigali) day an instant falls in. */
export function shopDay(at: Instant): string {
  return new Date(toEpochMs(at) + SHOP_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a shop day (YYYY-MM-DD) begins. */
export function shopDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - SHOP_UTC_OFFSET_MS);
}

/** The most days a per-day count is asked for at once (the dashboard asks for 30). */
export const MAX_COUNTED_DAYS = 62;

/** The instants a shop day (YYYY-MM-DD) spans, from its start to the next day's (a range `$gte from, $lt to`); undefined for anything else. */
export function shopDayRange(day: string): { from: string; to: string } | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const start = shopDayStart(day).getTime();
  if (Number.isNaN(start) || shopDay(start) !== day) return undefined;
  return { from: new Date(start).toISOString(), to: new Date(start + DAY_MS).toISOString() };
}

/**
 * The instants of each shop day a per-day count asks for, in order; refused (`invalid`) when
 * they are more than MAX_COUNTED_DAYS or one is not a real YYYY-MM-DD day.
 */
export function countedDayRanges(days: readonly string[]): Array<{ from: string; to: string }> {
  const ranges = days.map(shopDayRange);
  if (days.length > MAX_COUNTED_DAYS || ranges.some((range) => !range)) {
    throw new AppError('invalid', `Days must be at most ${MAX_COUNTED_DAYS} dates written YYYY-MM-DD`);
  }
  return ranges as Array<{ from: string; to: string }>;
}

/** The last `count` shop days, oldest first, the last being today's; `from` is when the oldest began. */
export function lastShopDays(now: Instant, count: number): { days: string[]; from: Date } {
  const today = shopDayStart(shopDay(now)).getTime();
  const days = Array.from({ length: count }, (_, i) => shopDay(today + (i - count + 1) * DAY_MS));
  return { days, from: new Date(today - (count - 1) * DAY_MS) };
}

export interface DailyPoint {
  date: string;
  orders: number;
  revenue: number;
}

/**
 * One point per shop day over the last `count` days, oldest first, zeros included: orders
 * counted on the day they were placed, revenue added on the day it was paid. Instants outside
 * the window (or unreadable) are left out.
 */
export function dailySeries(
  now: Instant,
  count: number,
  placed: readonly Instant[],
  paid: ReadonlyArray<{ at: Instant; amount: number }>,
): DailyPoint[] {
  const { days } = lastShopDays(now, count);
  const points = new Map(days.map((date) => [date, { date, orders: 0, revenue: 0 }]));
  for (const at of placed) {
    const point = Number.isFinite(toEpochMs(at)) ? points.get(shopDay(at)) : undefined;
    if (point) point.orders += 1;
  }
  for (const { at, amount } of paid) {
    const point = Number.isFinite(toEpochMs(at)) ? points.get(shopDay(at)) : undefined;
    if (point) point.revenue += amount;
  }
  return [...points.values()];
}
