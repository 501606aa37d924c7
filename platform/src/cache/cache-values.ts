/**
 * Shared by the cache adapters so they agree: values travel as JSON (a Date comes back as its
 * ISO string, in memory as in Redis), and a time to live is a positive number of milliseconds.
 */
export function encodeValue(value: unknown): string {
  const raw = JSON.stringify(value);
  if (raw === undefined) throw new TypeError('Cache values must be JSON-serialisable (not undefined or a function)');
  return raw;
}

export function decodeValue<T>(raw: string): T {
  return JSON.parse(raw) as T;
}

/** Returns whole milliseconds (Redis PX takes integers); rejects 0, negatives and non-numbers. */
export function toTtlMs(ms: number, name = 'ttlMs'): number {
  if (!Number.isFinite(ms) || ms <= 0) throw new RangeError(`${name} must be a positive number of milliseconds, got ${ms}`);
  return Math.ceil(ms);
}
