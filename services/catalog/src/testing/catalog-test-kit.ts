// Test support: the catalog on its embedded adapters (in-memory store, memory cache,
// in-process bus), sample form input and ids. Only tests import this.
import { createLogger, InProcessEventBus, MemoryCache, NedbDocumentStore, type DocumentStore } from '@shop/platform';
import type { ProductInput, Reviewer } from '../api/catalog-api';
import { createCatalogService } from '../app';
import type { Clock } from '../core/ports/clock.port';

export const ADMIN_ID = 'aaaaaaaaaaaaaaaaaaaaaaaa';

/** A distinct, valid user id: `userId(3)` → `000000000000000000000003`. */
export const userId = (n: number) => n.toString(16).padStart(24, '0');

export function reviewer(n: number, overrides: Partial<Reviewer> = {}): Reviewer {
  return { id: userId(n), firstName: `First${n}`, lastName: `Last${n}`, username: `user${n}`, avatar: '', ...overrides };
}

/** A valid admin form; override what a test is about. */
export function productInput(overrides: Partial<ProductInput> = {}): ProductInput {
  return {
    name: 'Keychron K2 Mechanical Keyboard',
    brand: 'Keychron',
    description: 'A compact wireless mechanical keyboard.',
    shortDescription: 'Wireless mechanical keyboard',
    price: 95_000,
    category: 'keyboards',
    images: { primary: '/images/products/keyboard.svg', gallery: [] },
    stock: { quantity: 25, lowStockThreshold: 5 },
    isFeatured: false,
    status: 'active',
    features: ['Hot-swappable switches'],
    tags: ['wireless'],
    ...overrides,
  };
}

/** A clock that moves on by one second per reading, so every write has its own time. */
export function steppingClock(start = Date.parse('2025-03-01T08:00:00Z')): Clock {
  let next = start;
  return {
    now: () => {
      next += 1000;
      return new Date(next);
    },
  };
}

export const silentLogger = () => createLogger({ service: 'catalog-test', level: 'silent' });

/** The catalog on embedded adapters; `stop` stops the relay and closes everything. */
export async function startTestCatalog(options: { documents?: DocumentStore; cache?: MemoryCache; clock?: Clock } = {}) {
  const documents = options.documents ?? new NedbDocumentStore({});
  const cache = options.cache ?? new MemoryCache();
  const events = new InProcessEventBus();
  const service = await createCatalogService({
    documents,
    cache,
    events,
    logger: silentLogger(),
    clock: options.clock ?? steppingClock(),
    relayIntervalMs: 10,
  });
  return {
    api: service.api,
    importProducts: service.importProducts,
    documents,
    cache,
    events,
    stop: async () => {
      await service.stop();
      await events.close();
      await cache.close();
      await documents.close();
    },
  };
}

export type TestCatalog = Awaited<ReturnType<typeof startTestCatalog>>;
