import type { ProductsChangedData } from '@shop/contracts';
import type { HotRead } from './hot-read-requests';
import type { HotEntry } from './hot-entry';
import type { HotReadStore } from './hot-read-store.port';

interface Kept {
  entry: HotEntry;
  read: HotRead;
  productIds: string[];
  expiresAt: number;
}

export interface HotReadStoreOptions {
  /** An entry is kept at most this long: the bound on staleness should a change event be lost. */
  ttlMs: number;
  /** At most this many entries; the oldest goes first. */
  maxEntries: number;
  now?: () => number;
}

/**
 * The hot reads of this process: ready entries by key, and which keys hold each product, so a
 * change drops exactly the pages that show a changed product (and, when listings may have
 * changed, every listing). A change that lands while a page is being read keeps that page out:
 * it may have been read before the change.
 */
export class MemoryHotReadStore implements HotReadStore {
  private readonly kept = new Map<string, Kept>();
  private readonly byProduct = new Map<string, Set<string>>();
  private changes = 0;
  private readonly now: () => number;

  constructor(private readonly options: HotReadStoreOptions) {
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.kept.size;
  }

  get(key: string): HotEntry | undefined {
    const kept = this.kept.get(key);
    if (!kept) return undefined;
    if (kept.expiresAt > this.now()) return kept.entry;
    this.remove(key);
    return undefined;
  }

  mark(): number {
    return this.changes;
  }

  put(read: HotRead, entry: HotEntry, productIds: string[], mark: number): boolean {
    if (mark !== this.changes) return false;
    this.remove(read.key);
    if (this.kept.size >= this.options.maxEntries) this.remove(this.kept.keys().next().value as string);
    this.kept.set(read.key, { entry, read, productIds, expiresAt: this.now() + this.options.ttlMs });
    for (const id of productIds) {
      let keys = this.byProduct.get(id);
      if (!keys) this.byProduct.set(id, (keys = new Set()));
      keys.add(read.key);
    }
    return true;
  }

  drop({ productIds, listings }: ProductsChangedData): void {
    this.changes += 1;
    for (const id of productIds) for (const key of this.byProduct.get(id) ?? []) this.remove(key);
    for (const [key, { read }] of this.kept) {
      // Stock alone moves a product into or out of a stock-filtered listing, and nothing else.
      if (read.listing && (listings || read.byStock)) this.remove(key);
    }
  }

  private remove(key: string): void {
    const kept = this.kept.get(key);
    if (!kept) return;
    this.kept.delete(key);
    for (const id of kept.productIds) {
      const keys = this.byProduct.get(id);
      keys?.delete(key);
      if (keys?.size === 0) this.byProduct.delete(id);
    }
  }
}
