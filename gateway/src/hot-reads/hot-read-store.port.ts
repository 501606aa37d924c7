import type { ProductsChangedData } from '@shop/contracts';
import type { HotEntry } from './hot-entry';
import type { HotRead } from './hot-read-requests';

type MaybeAsync<T> = T | Promise<T>;

/**
 * Where hot reads are kept: in this process (one gateway, the embedded topology), or in Redis,
 * shared by every gateway of the distributed topology.
 */
export interface HotReadStore {
  get(key: string): MaybeAsync<HotEntry | undefined>;
  /** A mark to take before reading what will be put: `put` refuses the page if a change came since. */
  mark(): MaybeAsync<number>;
  /** Keeps an answer and which products it shows; false when a change came since `mark`. */
  put(read: HotRead, entry: HotEntry, productIds: string[], mark: number): MaybeAsync<boolean>;
  /** Drops the pages that show a changed product, and every listing when listings may have changed. */
  drop(change: ProductsChangedData): MaybeAsync<void>;
  close?(): Promise<void>;
}
