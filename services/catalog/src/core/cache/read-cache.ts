import type { ProductsChangedData } from '@shop/contracts';
import { PRODUCT_CACHE_TIMEOUT_MS } from '@shop/domain';
import type { Cache, Logger } from '@shop/platform';

const GENERATION_KEY = 'catalog:generation';
const READ_PREFIX = 'catalog:read:';
/** The generation counter outlives every cached read by far. */
const GENERATION_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Shopper reads cached through the cache port for 5 minutes (SPEC section 9). Keys carry a
 * generation that every write moves on, so a read that started before a write can never put
 * stale data back where the next request looks; old entries are also deleted at once.
 * A cache that fails is skipped: reads go to the store. A time of 0 turns the cache off.
 */
export class CatalogReadCache {
  constructor(
    private readonly cache: Cache,
    private readonly logger?: Logger,
    private readonly ttlMs = PRODUCT_CACHE_TIMEOUT_MS,
    /** Tells the rest of the shop which products a write changed (caches outside the catalog). */
    private readonly announce?: (change: ProductsChangedData) => Promise<void>,
  ) {}

  async read<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load();
    let fullKey: string | undefined;
    try {
      const generation = (await this.cache.get<number>(GENERATION_KEY)) ?? 0;
      fullKey = `${READ_PREFIX}${generation}:${key}`;
      const hit = await this.cache.get<T>(fullKey);
      if (hit !== undefined) return hit;
    } catch (error) {
      this.logger?.warn({ err: error }, 'catalog cache read failed; reading the store');
    }
    const value = await load();
    if (fullKey) await this.cache.set(fullKey, value, this.ttlMs).catch((error: unknown) => this.warn(error));
    return value;
  }

  /**
   * After every write that changes what a shopper sees; `change` says which products and whether
   * listings may hold others now (a wishlist write changes no product).
   */
  async invalidate(change?: ProductsChangedData): Promise<void> {
    try {
      await this.cache.increment(GENERATION_KEY, GENERATION_WINDOW_MS);
      await this.cache.deleteByPrefix(READ_PREFIX);
    } catch (error) {
      this.warn(error);
    }
    if (change && this.announce) await this.announce(change);
  }

  private warn(error: unknown): void {
    this.logger?.warn({ err: error }, 'catalog cache write failed');
  }
}

/** A stable key for a query object: keys sorted, undefined left out. */
export function cacheKeyOf(name: string, query: object): string {
  const entries = Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => a.localeCompare(b));
  return `${name}:${JSON.stringify(entries)}`;
}
