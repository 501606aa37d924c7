/** A moment as callers hand it over: a Date, an ISO string or epoch milliseconds. */
export type Instant = Date | string | number;

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** Epoch milliseconds of an instant; NaN when it cannot be read. */
export function toEpochMs(value: Instant): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  return new Date(value).getTime();
}

export function addDays(from: Instant, days: number): Date {
  return new Date(toEpochMs(from) + days * DAY_MS);
}
