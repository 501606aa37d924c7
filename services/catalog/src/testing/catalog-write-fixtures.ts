// Test support for the catalog's writes: the product and reservation stores on the embedded
// document store, a read cache that counts invalidations, and a clock that moves on per reading.
import { MemoryCache, SqliteDocumentStore, unitOfWorkOf } from '@shop/platform';
import { OutboxCatalogEvents } from '../adapters/events/outbox-catalog-events';
import { DocumentItemCodeSequence } from '../adapters/storage/document-item-code-sequence';
import { DocumentProductRepository } from '../adapters/storage/document-product-repository';
import { DocumentReservationRepository } from '../adapters/storage/document-reservation-repository';
import { DocumentReviewRepository } from '../adapters/storage/document-review-repository';
import { DocumentWishlistRepository } from '../adapters/storage/document-wishlist-repository';
import { CatalogReadCache } from '../core/cache/read-cache';
import type { ProductRecord } from '../core/product/product';
import type { ProductRepository } from '../core/ports/product-repository.port';
import type { ReservationRepository } from '../core/ports/reservation-repository.port';
import { productRecordOf, type ProductFields } from './catalog-read-fixtures';
import { recordedAdminActions, steppingClock } from './catalog-test-kit';
import type { ProductsChangedData } from '@shop/contracts';
import { expect } from 'vitest';

/** A read cache that counts how often a write said shopper reads are stale, and keeps the changes it was told. */
export class CountingReads extends CatalogReadCache {
  invalidations = 0;
  changes: ProductsChangedData[] = [];

  constructor() {
    super(new MemoryCache());
  }

  override async invalidate(change?: ProductsChangedData): Promise<void> {
    this.invalidations += 1;
    if (change) this.changes.push(change);
  }
}

/** A product's stock as a shopper and an order see it. */
export type StockLevels = { quantity: number; reserved: number; available: number; purchases: number };

/** The catalog's stores on one embedded document store, a counting read cache and view counters. */
export async function writeStores() {
  const documents = new SqliteDocumentStore({});
  const products = new DocumentProductRepository(documents);
  const reservations = new DocumentReservationRepository(documents);
  await products.ensureIndexes();
  const itemCodes = new DocumentItemCodeSequence(documents);
  await itemCodes.ensureIndexes();
  const reviews = new DocumentReviewRepository(documents);
  const wishlist = new DocumentWishlistRepository(documents);
  await reservations.ensureIndexes();
  await reviews.ensureIndexes();
  await wishlist.ensureIndexes();
  const counters = new MemoryCache();
  const reads = new CountingReads();
  const clock = steppingClock();
  let added = 0;
  return {
    documents,
    products,
    itemCodes,
    reservations,
    reviews,
    wishlist,
    counters,
    reads,
    clock,
    unitOfWork: unitOfWorkOf(documents),
    /** The catalog's events, recorded in the store's outbox as the service records them. */
    events: new OutboxCatalogEvents(documents, clock),
    /** The audit entries (catalog.admin-action) the outbox holds, oldest first. */
    adminActions: () => recordedAdminActions(documents),
    /** Stores a product holding `quantity` units, none reserved. */
    addProduct: async (quantity: number, fields: ProductFields = {}): Promise<ProductRecord> => {
      added += 1;
      const record = productRecordOf({ name: `Product ${added}`, ...fields });
      const stored = await products.insert({
        ...record,
        stock: { quantity, reserved: 0, available: quantity, lowStockThreshold: 2 },
      });
      if (!stored) throw new Error('the product could not be stored');
      return stored;
    },
    stockOf: async (id: string): Promise<StockLevels> => {
      const product = await products.findById(id);
      if (!product) throw new Error(`no product ${id}`);
      const { quantity, reserved, available } = product.stock;
      return { quantity, reserved, available, purchases: product.purchases };
    },
    close: async () => {
      await counters.close();
      await documents.close();
    },
  };
}

export type WriteStores = Awaited<ReturnType<typeof writeStores>>;

/** The reservations as another caller leaves them meanwhile: the given calls answer otherwise. */
export function reservationsWith(base: ReservationRepository, changed: Partial<ReservationRepository>): ReservationRepository {
  return {
    find: (reference) => base.find(reference),
    create: (record) => base.create(record),
    delete: (reference) => base.delete(reference),
    move: (reference, from, to, now) => base.move(reference, from, to, now),
    ...changed,
  };
}

/** A store whose given calls answer as a concurrent writer would leave them; the rest is the store's own. */
export function storeWith<T extends object>(base: T, changed: Partial<T>): T {
  return Object.assign(Object.create(base) as T, changed);
}

export const productsWith = (base: ProductRepository, changed: Partial<ProductRepository>) => storeWith(base, changed);

/** The error a refused call threw; fails the test when the call was not refused. */
export const failureOf = (promise: Promise<unknown>) => promise.then(() => expect.fail('expected a refusal'), (error: unknown) => error);
