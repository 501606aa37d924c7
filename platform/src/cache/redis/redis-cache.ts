import { createClient } from 'redis';
import type { Cache } from '../cache.port';
import { decodeValue, encodeValue, toTtlMs } from '../cache-values';

export interface RedisCacheOptions {
  /** `redis://[user:password@]host:port[/db]`; defaults to the local server. */
  url?: string;
  /** Prepended to every key, so several apps or test runs can share one server (`shop:`). */
  prefix?: string;
  /** Connection errors; reconnects happen on their own. Defaults to ignoring them: failed commands reject anyway. */
  onError?: (error: Error) => void;
}

type Client = ReturnType<typeof createClient>;

const SCAN_BATCH = 500;

/**
 * The distributed cache over node-redis v6: JSON strings with PX expiry. The client connects on
 * first use; while the connection is down commands fail at once (no offline queue), so callers
 * can fall back instead of hanging.
 */
export class RedisCache implements Cache {
  private readonly client: Client;
  private readonly prefix: string;
  private connecting: Promise<Client> | undefined;
  private everReady = false;
  private closed = false;

  constructor(options: RedisCacheOptions = {}) {
    this.prefix = options.prefix ?? '';
    this.client = createClient({
      url: options.url ?? 'redis://127.0.0.1:6379',
      disableOfflineQueue: true,
      socket: {
        // Once connected, keep retrying with backoff; a first connection that fails
        // three times in a row is reported to the caller instead of retried forever.
        reconnectStrategy: (retries, cause) =>
          this.everReady ? Math.min(2 ** retries * 50, 2_000) : retries < 2 ? 100 : cause,
      },
    });
    this.client.on('ready', () => {
      this.everReady = true;
    });
    this.client.on('error', options.onError ?? (() => {}));
  }

  /** Creates a cache and checks the server answers, so a bad REDIS_URL stops start-up. */
  static async connect(url: string, options: Omit<RedisCacheOptions, 'url'> = {}): Promise<RedisCache> {
    const cache = new RedisCache({ ...options, url });
    try {
      await cache.ping();
      return cache;
    } catch (error) {
      await cache.close();
      throw error;
    }
  }

  async get<T>(key: string): Promise<T | undefined> {
    const raw = await (await this.open()).get(this.key(key));
    return raw === null ? undefined : decodeValue<T>(raw);
  }

  async set<T>(key: string, value: T, ttlMs: number): Promise<void> {
    const raw = encodeValue(value);
    const ms = toTtlMs(ttlMs);
    await (await this.open()).set(this.key(key), raw, { expiration: { type: 'PX', value: ms } });
  }

  async delete(key: string): Promise<void> {
    await (await this.open()).unlink(this.key(key));
  }

  /** SCAN (never KEYS, which blocks the server) and UNLINK each batch as it comes. */
  async deleteByPrefix(prefix: string): Promise<number> {
    const client = await this.open();
    let removed = 0;
    const match = `${escapeGlob(this.prefix + prefix)}*`;
    for await (const keys of client.scanIterator({ MATCH: match, COUNT: SCAN_BATCH })) {
      if (keys.length > 0) removed += await client.unlink(keys);
    }
    return removed;
  }

  /** INCR and PEXPIRE NX in one MULTI: the window is set by the first increment only. */
  async increment(key: string, windowMs: number): Promise<number> {
    const ms = toTtlMs(windowMs, 'windowMs');
    const k = this.key(key);
    const [count] = await (await this.open()).multi().incr(k).pExpire(k, ms, 'NX').exec();
    return Number(count);
  }

  /** PTTL: -2 means absent; -1 (no expiry, only for keys written outside this port) is Infinity. */
  async ttl(key: string): Promise<number | undefined> {
    const ms = await (await this.open()).pTTL(this.key(key));
    if (ms === -2) return undefined;
    return ms === -1 ? Number.POSITIVE_INFINITY : ms;
  }

  async ping(): Promise<void> {
    await (await this.open()).ping();
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const connecting = this.connecting;
    this.connecting = undefined;
    const connected = await connecting?.then(
      () => true,
      () => false,
    );
    if (connected && this.client.isOpen) await this.client.close();
  }

  private key(key: string): string {
    return this.prefix + key;
  }

  private open(): Promise<Client> {
    if (this.closed) return Promise.reject(new Error('RedisCache is closed'));
    this.connecting ??= this.client.connect().then(
      () => this.client,
      (error: unknown) => {
        this.connecting = undefined; // the next call tries again
        throw error;
      },
    );
    return this.connecting;
  }
}

/** SCAN MATCH is a glob: escape its special characters so a prefix matches literally. */
function escapeGlob(text: string): string {
  return text.replace(/[*?[\]\\]/g, '\\$&');
}
