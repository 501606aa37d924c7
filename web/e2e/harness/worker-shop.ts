import { inject } from 'vitest';

/** A shop the browser tests run against: its origin (no trailing slash) and its DATA_DIR. */
export interface ShopUnderTest {
  baseUrl: string;
  /** E-mails are written to its `outbox`. */
  dataDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** One shop per worker of the project (global setup starts them). */
    shops: ShopUnderTest[];
  }
}

/**
 * The shop of the worker running this file: files run side by side, each worker on a shop of its
 * own, so two files never share one at the same time, as they never did one after the other.
 */
export function workerShop(): ShopUnderTest {
  const shops = inject('shops');
  // 1 to maxWorkers, unique among the files running at the same moment.
  const poolId = Number(process.env.VITEST_POOL_ID ?? '1');
  return shops[(poolId - 1) % shops.length]!;
}
