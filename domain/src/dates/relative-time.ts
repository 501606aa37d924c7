import { DAY_MS, HOUR_MS, MINUTE_MS, toEpochMs, type Instant } from './instant';

function ago(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
}

/**
 * 'just now', 'N minutes ago', 'N hours ago' or 'N days ago' for the admin lists.
 * A moment in the future (clock skew) also reads 'just now'.
 */
export function relativeTime(then: Instant, now: Instant): string {
  const elapsed = toEpochMs(now) - toEpochMs(then);
  if (!(elapsed >= MINUTE_MS)) return 'just now';
  if (elapsed < HOUR_MS) return ago(Math.floor(elapsed / MINUTE_MS), 'minute');
  if (elapsed < DAY_MS) return ago(Math.floor(elapsed / HOUR_MS), 'hour');
  return ago(Math.floor(elapsed / DAY_MS), 'day');
}

/** Whether `then` lies within the `days` before `now` (the subscribers' 'This week'). */
export function isWithinLastDays(then: Instant, now: Instant, days: number): boolean {
  const elapsed = toEpochMs(now) - toEpochMs(then);
  return elapsed >= 0 && elapsed <= days * DAY_MS;
}
