import type { Cache } from '../cache.port';
import { decodeValue, encodeValue, toTtlMs } from '../cache-values';

export interface MemoryCacheOptions {
  /** Upper bound on entries; past it the least recently used entry goes. Default 10,000. */
  maxEntries?: number;
  /** Upper bound on what keys and values take (as UTF-16 text, 2 bytes a character); past it the least recently used go. Default none. */
  maxBytes?: number;
  /** Clock, for tests. */
  now?: () => number;
}

interface Entry {
  raw: string;
  expiresAt: number;
}

const bytesOf = (key: string, entry: Entry) => (key.length + entry.raw.length) * 2;

/**
 * The in-process cache: a Map kept in least-recently-used order, no timers. Expired entries are
 * never returned; they are dropped when touched, by a sweep once the writes since the last one
 * reach the size it left, or by eviction.
 */
export class MemoryCache implements Cache {
  private readonly entries = new Map<string, Entry>();
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private bytes = 0;
  private readonly now: () => number;
  private writesSinceSweep = 0;
  private sizeAtSweep = 0;

  constructor(options: MemoryCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 10_000;
    if (!Number.isInteger(this.maxEntries) || this.maxEntries < 1) throw new RangeError('maxEntries must be a positive integer');
    this.maxBytes = options.maxBytes ?? Number.POSITIVE_INFINITY;
    if (!(this.maxBytes > 0)) throw new RangeError('maxBytes must be positive');
    this.now = options.now ?? Date.now;
  }

  /** Entries held, expired ones not yet dropped included. */
  get size(): number {
    return this.entries.size;
  }

  /** What the entries held take, as maxBytes counts it. */
  get sizeInBytes(): number {
    return this.bytes;
  }

  async get<T>(key: string): Promise<T | undefined> {
    const entry = this.live(key);
    if (!entry) return undefined;
    this.touch(key, entry);
    return decodeValue<T>(entry.raw);
  }

  async set<T>(key: string, value: T, ttlMs: number): Promise<void> {
    this.write(key, { raw: encodeValue(value), expiresAt: this.now() + toTtlMs(ttlMs) });
  }

  async delete(key: string): Promise<void> {
    this.drop(key);
  }

  async deleteByPrefix(prefix: string): Promise<number> {
    const now = this.now();
    let removed = 0;
    for (const [key, entry] of this.entries) {
      if (!key.startsWith(prefix)) continue;
      this.drop(key); // deleting the current key is safe while iterating a Map
      if (entry.expiresAt > now) removed += 1;
    }
    return removed;
  }

  async increment(key: string, windowMs: number): Promise<number> {
    const ms = toTtlMs(windowMs, 'windowMs');
    const entry = this.live(key);
    if (!entry) {
      this.write(key, { raw: '1', expiresAt: this.now() + ms });
      return 1;
    }
    const current = decodeValue<unknown>(entry.raw);
    // Same rule as Redis INCR: only an integer can be incremented.
    if (!Number.isSafeInteger(current)) throw new TypeError(`Cache value at ${key} is not an integer`);
    this.bytes -= bytesOf(key, entry);
    entry.raw = String((current as number) + 1);
    this.bytes += bytesOf(key, entry);
    this.touch(key, entry);
    return (current as number) + 1;
  }

  async ttl(key: string): Promise<number | undefined> {
    const entry = this.live(key);
    return entry ? entry.expiresAt - this.now() : undefined;
  }

  async ping(): Promise<void> {}

  async close(): Promise<void> {
    this.entries.clear();
    this.bytes = 0;
  }

  private live(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt > this.now()) return entry;
    this.drop(key);
    return undefined;
  }

  /** Moves the entry to the end of the Map: the first entry is always the least recently used. */
  private touch(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
  }

  private write(key: string, entry: Entry): void {
    this.drop(key);
    // A value larger than the whole budget is not kept: it would push out everything else.
    if (bytesOf(key, entry) > this.maxBytes) return;
    this.entries.set(key, entry);
    this.bytes += bytesOf(key, entry);
    this.writesSinceSweep += 1;
    // A sweep costs the size at the last sweep plus the writes since: constant per write.
    if (this.writesSinceSweep >= Math.max(64, this.sizeAtSweep)) this.sweep();
    while (this.entries.size > this.maxEntries || this.bytes > this.maxBytes) this.drop(this.entries.keys().next().value as string);
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= bytesOf(key, entry);
  }

  private sweep(): void {
    this.writesSinceSweep = 0;
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.drop(key);
    this.sizeAtSweep = this.entries.size;
  }
}
