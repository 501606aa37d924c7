/**
 * The cache port: JSON values with a time to live, prefix invalidation, and atomic
 * counters for rate limits. Keys are plain strings; callers namespace them (`catalog:products:...`).
 */
export interface Cache {
  get<T>(key: string): Promise<T | undefined>;
  set<T>(key: string, value: T, ttlMs: number): Promise<void>;
  delete(key: string): Promise<void>;
  /** Deletes every key that starts with `prefix`; returns how many were removed. */
  deleteByPrefix(prefix: string): Promise<number>;
  /**
   * Atomically adds 1 and returns the new value. The window starts with the first
   * increment: the counter expires `windowMs` after it was created.
   */
  increment(key: string, windowMs: number): Promise<number>;
  /** Milliseconds until `key` expires; undefined when absent. */
  ttl(key: string): Promise<number | undefined>;
  ping(): Promise<void>;
  close(): Promise<void>;
}
