import type { ProductsChangedData } from '@shop/contracts';
import type { HotRead } from './hot-read-requests';
import type { HotEntry } from './hot-entry';
import type { HotReadStore } from './hot-read-store.port';

interface Kept {
  entry: HotEntry;
  read: HotRead;
  productIds: string[];
  expiresAt: number;
  bytes: number;
}

export interface HotReadStoreOptions {
  /** An entry is kept at most this long: the bound on staleness should a change event be lost. */
  ttlMs: number;
  /** What the entries may take in all; the one least recently read goes first. */
  maxBytes: number;
  now?: () => number;
}

/**
 * What an entry takes, counted when it is kept: its body, room for the compressed forms made
 * later (JSON compresses to well under a quarter each), its key twice (two maps) and bookkeeping.
 */
export function keptBytes(key: string, entry: HotEntry, productIds: string[]): number {
  return Math.ceil(entry.body.length * 1.5) + key.length * 4 + productIds.length * 80 + 256;
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
  private bytes = 0;
  private readonly now: () => number;

  constructor(private readonly options: HotReadStoreOptions) {
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.kept.size;
  }

  /** What the entries take, as keptBytes counts it. */
  get sizeInBytes(): number {
    return this.bytes;
  }

  get(key: string): HotEntry | undefined {
    const kept = this.kept.get(key);
    if (!kept) return undefined;
    if (kept.expiresAt <= this.now()) {
      this.remove(key);
      return undefined;
    }
    // Least recently read goes first: a read moves the entry to the back of the line.
    this.kept.delete(key);
    this.kept.set(key, kept);
    return kept.entry;
  }

  mark(): number {
    return this.changes;
  }

  put(read: HotRead, entry: HotEntry, productIds: string[], mark: number): boolean {
    if (mark !== this.changes) return false;
    this.remove(read.key);
    const bytes = keptBytes(read.key, entry, productIds);
    if (bytes > this.options.maxBytes) return false;
    while (this.bytes + bytes > this.options.maxBytes) this.remove(this.kept.keys().next().value as string);
    this.kept.set(read.key, { entry, read, productIds, expiresAt: this.now() + this.options.ttlMs, bytes });
    this.bytes += bytes;
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
    this.bytes -= kept.bytes;
    for (const id of kept.productIds) {
      const keys = this.byProduct.get(id);
      keys?.delete(key);
      if (keys?.size === 0) this.byProduct.delete(id);
    }
  }
}
