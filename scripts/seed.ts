// `npm run seed -- --products 100000 [--data-dir DIR]`: fills the catalog's store with generated
// products derived from the demo catalogue, for measuring the shop at scale. See `--help`.
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { createCatalogService, demoImportItems, ITEM_CODE_COUNTERS, seedDemoCatalogue, type ImportedProduct, type Reviewer } from '@shop/catalog';
import {
  createLogger,
  InProcessEventBus,
  loadConfig,
  MemoryCache,
  newId,
  openDocumentStore,
  type Doc,
  type DocumentCollection,
  type DocumentStore,
  type Filter,
  type Page,
} from '../platform/src/index';
import { seededRandom } from './seeded-random';
import { seedOrders, type OrdersSeedResult } from './seed/seed-orders';

const HELP = `Usage: npm run seed -- [--products N] [--orders N] [--data-dir DIR]

Adds N generated products to the catalog's store (DATA_DIR/catalog; DATA_DIR from --data-dir,
else the DATA_DIR variable, else ./data; MONGO_URL is honoured as by the shop). Each product is
a demo-catalogue product with a numbered variant name, another price, stock, age, views and
purchases, and 0 to 4 reviews (so ratings vary); every category and brand of the demo catalogue
is used in turn. Records are made by the catalog service's own import, as it stores them.

A store that already has products keeps them: the new ones are added after them, with names
and slugs of their own. The demo catalogue itself is not added: the store is marked as seeded
so that the shop does not add it on start either. Run it while the shop is stopped.

--orders N adds N orders placed over the last two years (more of them lately, as a shop grows;
Africa/Kigali days), of the catalogue's active products (the demo catalogue is added first when
the store has none), by about N/4 generated customers stored in identity's store (local accounts,
password "seed-shopper"): delivered, on their way or still pending by their age, some cancelled
(some of those paid and refunded), paid by Mobile Money, MoMo Pay or card in believable shares,
paid a few minutes to hours after placement. Records are the orders service's own (its record and
document mapping, its indexes), and the dashboard's projection moves with each batch. With both,
products are added first.

Options:
  --products N    how many products to add (1 or more)
  --orders N      how many orders to add (1 or more)
  --data-dir DIR  the shop's data directory (overrides DATA_DIR)
  --help          this text`;

const BATCH = 1000;
const DAY_MS = 86_400_000;
const VARIANTS = ['Pro', 'Max', 'Lite', 'Plus', 'Mini', 'Air', 'Ultra', 'SE', 'Neo', 'Edge', 'Studio', 'Go'];
const PRODUCTS = 'products';
const REVIEWS = 'reviews';

export interface SeedOptions {
  products: number;
  /** The shop's DATA_DIR; the environment's (or ./data) when absent. */
  dataDir?: string;
  /** The seed of the generator: the same seed gives the same catalogue. */
  seed?: number;
  now?: Date;
}

export interface SeedResult {
  products: number;
  reviews: number;
  /** Products the store had before. */
  existing: number;
  ms: number;
}

/** Adds `products` generated products to the catalog's store; see HELP. */
export async function seedProducts(options: SeedOptions): Promise<SeedResult> {
  if (!Number.isInteger(options.products) || options.products < 1) throw new Error('--products must be a whole number of 1 or more');
  const started = performance.now();
  const now = options.now ?? new Date();
  const config = loadConfig({ ...process.env, ...(options.dataDir ? { DATA_DIR: options.dataDir } : {}) });
  const logger = createLogger({ service: 'seed', level: 'silent' });
  const store = await openDocumentStore(config, 'catalog');
  try {
    const existingSlugs = await store.collection<Doc & { slug: string }>(PRODUCTS).find({}, { projection: { slug: 1 } });
    const existing = existingSlugs.length;

    // The catalog on the real store ensures its indexes first (kept up as the batches go in, which
    // is quicker than building them afterwards); at the end the demo catalogue is marked as seeded
    // (its import does nothing in a catalog that has products).
    const catalog = await catalogOver(store, logger);
    // The catalog's own import turns every item into the records it stores; it writes them into
    // a store that only records them, and this writes them in batches into the real one.
    const recording = new RecordingStore(existingSlugs.map((doc) => doc.slug), store);
    let importer: Awaited<ReturnType<typeof catalogOver>> | undefined;
    const generate = generator(now, options.seed ?? 1);
    const products = store.collection<Doc>(PRODUCTS);
    const reviews = store.collection<Doc>(REVIEWS);
    let reviewCount = 0;
    try {
      importer = await catalogOver(recording, logger);
      for (let done = 0; done < options.products; done += BATCH) {
        const size = Math.min(BATCH, options.products - done);
        const items = Array.from({ length: size }, (_, i) => generate(existing + done + i));
        await importer.importProducts(items);
        const batch = recording.take();
        await store.transaction(async () => {
          await products.insertMany(batch[PRODUCTS] ?? []);
          if (batch[REVIEWS]?.length) await reviews.insertMany(batch[REVIEWS]);
        });
        reviewCount += batch[REVIEWS]?.length ?? 0;
      }
      await catalog.seedDemo();
    } finally {
      await importer?.stop();
      await catalog.stop();
    }
    return { products: options.products, reviews: reviewCount, existing, ms: Math.round(performance.now() - started) };
  } finally {
    await store.close();
  }
}

async function catalogOver(documents: DocumentStore, logger: ReturnType<typeof createLogger>) {
  const cache = new MemoryCache();
  const events = new InProcessEventBus({ logger });
  const service = await createCatalogService({
    documents,
    cache,
    events,
    logger,
    identity: { getUser: () => Promise.reject(new Error('the seed asks identity for nobody')) },
    relayIntervalMs: 60_000,
  });
  return {
    importProducts: (items: ImportedProduct[]) => service.importProducts(items),
    seedDemo: () => seedDemoCatalogue(service, documents),
    stop: async () => {
      await service.stop();
      await events.close();
      await cache.close();
    },
  };
}

/** Item number `n`: demo product n mod 96 (so every category and brand in turn), varied. */
function generator(now: Date, seed: number) {
  const templates = demoImportItems(now);
  const reviewers = distinctReviewers(templates);
  const comments = templates.flatMap((item) => (item.reviews ?? []).map((review) => review.comment));
  return (n: number): ImportedProduct => {
    const random = seededRandom(seed * 1_000_003 + n);
    const template = templates[n % templates.length]!;
    const round = Math.floor(n / templates.length);
    const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]!;
    const price = Math.max(1000, Math.round((template.product.price as number) * (0.5 + random() * 1.2) / 100) * 100);
    const threshold = template.product.stock?.lowStockThreshold ?? 5;
    const roll = random();
    const quantity = roll < 0.05 ? 0 : roll < 0.1 ? 1 + Math.floor(random() * Number(threshold)) : 10 + Math.floor(random() * 490);
    const ageDays = random() * 730;
    const createdAt = new Date(now.getTime() - ageDays * DAY_MS);
    const views = Math.floor(random() ** 2 * 5000);
    const status = roll > 0.98 ? 'discontinued' : roll > 0.96 ? 'inactive' : 'active';
    const reviewCount = random() < 0.4 ? 0 : 1 + Math.floor(random() * 4);
    const authors = new Set<Reviewer>();
    while (authors.size < Math.min(reviewCount, reviewers.length)) authors.add(pick(reviewers));
    return {
      creator: template.creator,
      createdAt: createdAt.toISOString(),
      views,
      purchases: Math.floor(views * random() * 0.1),
      product: {
        ...template.product,
        name: `${template.product.name} ${VARIANTS[round % VARIANTS.length]} ${round + 1}`,
        price,
        originalPrice: random() < 0.2 ? Math.round((price * (1.1 + random() * 0.3)) / 100) * 100 : null,
        isFeatured: random() < 0.03,
        status,
        stock: { quantity, lowStockThreshold: threshold },
      },
      reviews: [...authors].map((user) => ({
        user,
        rating: ratingOf(random()),
        comment: pick(comments),
        createdAt: new Date(createdAt.getTime() + random() * ageDays * DAY_MS).toISOString(),
      })),
    };
  };
}

/** Mostly good reviews, as in a real shop. */
const ratingOf = (roll: number) => (roll < 0.07 ? 1 : roll < 0.15 ? 2 : roll < 0.3 ? 3 : roll < 0.6 ? 4 : 5);

function distinctReviewers(items: ImportedProduct[]): Reviewer[] {
  const byId = new Map<string, Reviewer>();
  for (const review of items.flatMap((item) => item.reviews ?? [])) byId.set(review.user.id, review.user);
  return [...byId.values()];
}


/**
 * A documents store that keeps what is inserted and answers what an import asks: there are no
 * products yet, and a slug is taken when an earlier record (or the real store) has it.
 */
class RecordingStore implements DocumentStore {
  private readonly collections = new Map<string, RecordingCollection<Doc>>();

  constructor(
    private readonly takenSlugs: string[],
    /** The store seeded, for the counters the catalog keeps while it imports (item codes). */
    private readonly real: DocumentStore,
  ) {}

  collection<T extends Doc>(name: string): DocumentCollection<T> {
    if (name === ITEM_CODE_COUNTERS) return this.real.collection<T>(name);
    let collection = this.collections.get(name);
    if (!collection) {
      collection = new RecordingCollection(name === PRODUCTS ? this.takenSlugs : []);
      this.collections.set(name, collection);
    }
    return collection as unknown as DocumentCollection<T>;
  }

  /** The records inserted since the last call, by collection. */
  take(): Record<string, Doc[]> {
    return Object.fromEntries([...this.collections].map(([name, collection]) => [name, collection.written.splice(0)]));
  }

  transaction<R>(work: () => Promise<R>): Promise<R> {
    return work();
  }

  async ping(): Promise<void> {}

  async close(): Promise<void> {}
}

class RecordingCollection<T extends Doc> implements DocumentCollection<T> {
  readonly written: T[] = [];
  private readonly slugs: Set<string>;

  constructor(takenSlugs: string[]) {
    this.slugs = new Set(takenSlugs);
  }

  async insertOne(doc: Omit<T, '_id'> & { _id?: string }): Promise<T> {
    const stored = { ...doc, _id: doc._id ?? newId() } as T;
    this.written.push(stored);
    if (typeof stored.slug === 'string') this.slugs.add(stored.slug);
    return stored;
  }

  insertMany(docs: Array<Omit<T, '_id'> & { _id?: string }>): Promise<T[]> {
    return Promise.all(docs.map((doc) => this.insertOne(doc)));
  }

  async count(filter: Filter): Promise<number> {
    return typeof filter.slug === 'string' && this.slugs.has(filter.slug) ? 1 : 0;
  }

  async findById(): Promise<T | null> {
    return null;
  }

  async findOne(): Promise<T | null> {
    return null;
  }

  async find(): Promise<T[]> {
    return [];
  }

  async findPage(): Promise<Page<T>> {
    return { items: [], total: 0 };
  }

  async updateOne(): Promise<T | null> {
    return null;
  }

  async updateMany(): Promise<number> {
    return 0;
  }

  async deleteOne(): Promise<boolean> {
    return false;
  }

  async deleteMany(): Promise<number> {
    return 0;
  }

  async ensureIndex(): Promise<void> {}
}

/** Adds `orders` generated orders (and their customers); see HELP. */
export async function seedShopOrders(options: { orders: number; dataDir?: string; seed?: number; now?: Date }): Promise<OrdersSeedResult> {
  if (!Number.isInteger(options.orders) || options.orders < 1) throw new Error('--orders must be a whole number of 1 or more');
  const config = loadConfig({ ...process.env, ...(options.dataDir ? { DATA_DIR: options.dataDir } : {}) });
  const logger = createLogger({ service: 'seed', level: 'silent' });
  const [catalog, identity, orders] = [await openDocumentStore(config, 'catalog'), await openDocumentStore(config, 'identity'), await openDocumentStore(config, 'orders')];
  try {
    // The demo catalogue, when the store has no products yet (it adds nothing to one that has).
    const service = await catalogOver(catalog, logger);
    try {
      await service.seedDemo();
    } finally {
      await service.stop();
    }
    return await seedOrders({ orders, identity, catalog }, options.orders, { random: seededRandom(options.seed ?? 7), now: options.now ?? new Date() });
  } finally {
    await Promise.all([catalog.close(), identity.close(), orders.close()]);
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { products: { type: 'string' }, orders: { type: 'string' }, 'data-dir': { type: 'string' }, help: { type: 'boolean' } },
  });
  if (values.help) {
    console.log(HELP);
    return;
  }
  const counts = { products: Number(values.products ?? NaN), orders: Number(values.orders ?? NaN) };
  const invalid = (Object.keys(counts) as Array<keyof typeof counts>).filter((name) => values[name] !== undefined && (!Number.isInteger(counts[name]) || counts[name] < 1));
  if (invalid.length > 0 || (values.products === undefined && values.orders === undefined)) {
    console.error(`${invalid.length ? invalid.map((name) => `--${name}`).join(' and ') + ' must be' : '--products N or --orders N is required,'} a whole number of 1 or more\n\n${HELP}`);
    process.exitCode = 2;
    return;
  }
  const dataDir = loadConfig({ ...process.env, ...(values['data-dir'] ? { DATA_DIR: values['data-dir'] } : {}) }).DATA_DIR;
  if (values.products !== undefined) {
    const result = await seedProducts({ products: counts.products, dataDir: values['data-dir'] });
    console.log(
      `wrote ${result.products} products and ${result.reviews} reviews to the catalog under ${dataDir}` +
        `${result.existing ? ` (it had ${result.existing} products)` : ''} in ${(result.ms / 1000).toFixed(1)} s`,
    );
  }
  if (values.orders !== undefined) {
    const result = await seedShopOrders({ orders: counts.orders, dataDir: values['data-dir'] });
    console.log(`wrote ${result.orders} orders by ${result.customers} customers to the orders and identity stores under ${dataDir} in ${(result.ms / 1000).toFixed(1)} s`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
