/**
 * Counters and marks that expire, for sign-in throttling: the shop's cache (Redis when
 * configured, so every identity replica counts together).
 */
export interface AttemptCounters {
  /** Adds 1 and returns the new value; the counter expires `windowMs` after it was created. */
  increment(key: string, windowMs: number): Promise<number>;
  get<T>(key: string): Promise<T | undefined>;
  set<T>(key: string, value: T, ttlMs: number): Promise<void>;
  delete(key: string): Promise<void>;
  /** Milliseconds until `key` expires; undefined when absent. */
  ttl(key: string): Promise<number | undefined>;
}
