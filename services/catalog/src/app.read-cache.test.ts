import { afterEach, describe, expect, it, vi } from 'vitest';
import { InProcessEventBus, loadConfig, MemoryCache, SqliteDocumentStore, type Doc } from '@shop/platform';
import { createCatalogService } from './app';
import { CatalogReadCache } from './core/cache/read-cache';
import { ADMIN_ID, productInput, silentLogger, steppingClock, TestAccounts } from './testing/catalog-test-kit';

const stops: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const stop of stops.splice(0).reverse()) await stop();
});

/** The catalog configured from `env`, with one product; `sneakIn` adds a product straight to the store. */
async function catalogWith(env: Record<string, string>) {
  const documents = new SqliteDocumentStore({});
  const cache = new MemoryCache();
  const events = new InProcessEventBus();
  const service = await createCatalogService({
    documents,
    cache,
    events,
    identity: new TestAccounts(),
    logger: silentLogger(),
    clock: steppingClock(),
    relayIntervalMs: 10,
    config: loadConfig(env),
  });
  stops.push(async () => {
    await service.stop();
    await events.close();
    await cache.close();
    await documents.close();
  });
  await service.api.createProduct({ product: productInput(), creator: ADMIN_ID });
  const products = documents.collection<Doc>('products');
  const sneakIn = async () => {
    const [stored] = await products.find({});
    // A copy of the first product, without its item code (no two products share one).
    const { _id: _first, fiscal: _code, ...copy } = stored!;
    await products.insertOne({ ...copy, slug: 'behind-the-cache', name: 'Behind The Cache' });
  };
  return { api: service.api, sneakIn };
}

describe('CATALOG_READ_CACHE_MS', () => {
  it('0 sends every listing to the store: a product added between two identical reads appears', async () => {
    const { api, sneakIn } = await catalogWith({ CATALOG_READ_CACHE_MS: '0' });
    expect((await api.listProducts({ page: 1, limit: 20 })).pagination.total).toBe(1);
    await sneakIn();
    const second = await api.listProducts({ page: 1, limit: 20 });
    expect(second.pagination.total).toBe(2);
    expect(second.products.map((p) => p.name)).toContain('Behind The Cache');
  });

  it('by default keeps the listing cached: the second identical read does not reach the store', async () => {
    const { api, sneakIn } = await catalogWith({});
    expect((await api.listProducts({ page: 1, limit: 20 })).pagination.total).toBe(1);
    await sneakIn();
    expect((await api.listProducts({ page: 1, limit: 20 })).pagination.total).toBe(1);
  });

  it('0 leaves the cache alone: nothing is read from it or written to it', async () => {
    const cache = new MemoryCache();
    const get = vi.spyOn(cache, 'get');
    const set = vi.spyOn(cache, 'set');
    const reads = new CatalogReadCache(cache, undefined, 0);
    expect(await reads.read('k', async () => 'from store')).toBe('from store');
    expect(get).not.toHaveBeenCalled();
    expect(set).not.toHaveBeenCalled();
    await cache.close();
  });

  it('defaults to the five minutes of the spec and refuses a negative time', () => {
    expect(loadConfig({}).CATALOG_READ_CACHE_MS).toBe(300_000);
    expect(loadConfig({ CATALOG_READ_CACHE_MS: '0' }).CATALOG_READ_CACHE_MS).toBe(0);
    expect(() => loadConfig({ CATALOG_READ_CACHE_MS: '-1' })).toThrow(/CATALOG_READ_CACHE_MS/);
  });
});
