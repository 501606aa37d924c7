import { inject } from 'vitest';
import { leaseShop } from '../../../scripts/testing/shop-leases';

/** A shop the browser tests run against: its origin (no trailing slash) and its DATA_DIR. */
export interface ShopUnderTest {
  baseUrl: string;
  /** E-mails are written to its `outbox`. */
  dataDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shops global setup started: as many as the project runs files side by side. */
    shops: ShopUnderTest[];
    /** Where a file's process asks for a shop of its own (scripts/testing/shop-leases.ts). */
    shopLeases: string;
  }
}

const LEASED = Symbol.for('devshop.e2e.leasedShop');
type WithLease = typeof globalThis & { [LEASED]?: ShopUnderTest };

/** Run before each file (lease-shop.setup.ts): waits until a shop is free and takes it. */
export async function takeFreeShop(): Promise<void> {
  const lease = await leaseShop(inject('shopLeases'), 180_000);
  (globalThis as WithLease)[LEASED] = inject('shops')[lease.index];
}

/** The shop this file has to itself while it runs. */
export function workerShop(): ShopUnderTest {
  const shop = (globalThis as WithLease)[LEASED];
  if (!shop) throw new Error('no shop leased: the project must list web/e2e/harness/lease-shop.setup.ts in setupFiles');
  return shop;
}
