// Wires the catalog core to its adapters and returns the CatalogApi. Both the service's own
// process (main.ts) and the gateway's in-process composition call createCatalogService.
import type { ProductsChangedData } from '@shop/contracts';
import type { IdentityApi } from '@shop/identity';
import { newId, OutboxRelay, systemClock, tracedApi, unitOfWorkOf, type Cache, type Config, type DocumentStore, type EventBus, type Logger } from '@shop/platform';
import type { CatalogApi } from './api/catalog-api';
import { OutboxCatalogEvents } from './adapters/events/outbox-catalog-events';
import { subscribeCatalogConsumers } from './adapters/events/order-event-consumers';
import { IdentityReviewerDirectory } from './adapters/identity/identity-reviewer-directory';
import { DocumentItemCodeSequence } from './adapters/storage/document-item-code-sequence';
import { DocumentProductRepository } from './adapters/storage/document-product-repository';
import { DocumentPurchaseLedger } from './adapters/storage/document-purchase-ledger';
import { DocumentReservationRepository } from './adapters/storage/document-reservation-repository';
import { DocumentReviewRepository } from './adapters/storage/document-review-repository';
import { DocumentSearchSynonymStore } from './adapters/storage/document-search-synonym-store';
import { DocumentSearchableProducts } from './adapters/storage/document-searchable-products';
import { DocumentWishlistRepository } from './adapters/storage/document-wishlist-repository';
import { CatalogReadCache } from './core/cache/read-cache';
import type { CatalogPorts } from './core/catalog-ports';
import type { Clock } from '@shop/domain';
import { SearchLexicon } from './core/search/search-lexicon';
import { AssignItemCodes } from './core/use-cases/assign-item-codes.use-case';
import { ImportProducts, type ImportedProduct } from './core/use-cases/import-products.use-case';
import { RecordPurchase } from './core/use-cases/record-purchase.use-case';
import { SearchSynonymTable } from './core/use-cases/search-synonyms.use-case';
import { catalogApiOf } from './catalog-api-of';

export interface CatalogServiceDeps {
  documents: DocumentStore;
  /** Per-visitor view counters, and the read cache unless `readCache` is given. */
  cache: Cache;
  /** Shopper reads (CATALOG_READ_CACHE_MS, 5 minutes by default), apart from `cache` (openPageCache). */
  readCache?: Cache;
  /** Where the outbox relay publishes review.created, and where the catalog hears of paid orders. */
  events: EventBus;
  /** Identity, in-process or GrpcIdentityApi: a reviewer's names and e-mail. */
  identity: Pick<IdentityApi, 'getUser'>;
  logger: Logger;
  clock?: Clock;
  /** Outbox relay poll interval; default 250 ms. */
  relayIntervalMs?: number;
  /** How often the search vocabulary and synonyms are read again from the store; default 5 minutes. */
  lexiconRefreshMs?: number;
  /** The settings this service reads from the environment (CATALOG_READ_CACHE_MS); defaults when absent. */
  config?: Pick<Config, 'CATALOG_READ_CACHE_MS'>;
}

const LEXICON_REFRESH_MS = 5 * 60 * 1000;

export interface CatalogService {
  api: CatalogApi;
  /** Loads products with their history (seed data) into an empty catalog; does nothing otherwise. */
  importProducts(items: ImportedProduct[]): Promise<{ imported: number }>;
  /** Stops the outbox relay (waits for the round in progress). Call before closing the store and bus. */
  stop(): Promise<void>;
}

/**
 * Ensures the indexes, gives products stored without an item code theirs (AssignItemCodes),
 * starts the outbox relay and returns the service.
 */
export async function createCatalogService(deps: CatalogServiceDeps): Promise<CatalogService> {
  const { documents, cache, events, logger } = deps;
  const clock = deps.clock ?? systemClock;
  const products = new DocumentProductRepository(documents);
  const reviews = new DocumentReviewRepository(documents);
  const wishlist = new DocumentWishlistRepository(documents);
  const reservations = new DocumentReservationRepository(documents);
  const itemCodes = new DocumentItemCodeSequence(documents);
  const purchases = new DocumentPurchaseLedger(documents);
  const synonyms = new DocumentSearchSynonymStore(documents);
  await Promise.all([
    synonyms.ensureIndexes(),
    products.ensureIndexes(),
    reviews.ensureIndexes(),
    wishlist.ensureIndexes(),
    reservations.ensureIndexes(),
    itemCodes.ensureIndexes(),
    purchases.ensureIndexes(),
  ]);
  const catalogEvents = new OutboxCatalogEvents(documents, clock);
  const relay = new OutboxRelay({ store: documents, bus: events, logger, pollIntervalMs: deps.relayIntervalMs });
  const lexicon = new SearchLexicon(new DocumentSearchableProducts(documents), logger);
  const announce = async (change: ProductsChangedData) => {
    // A product's new words are searchable, and correctable into, from the next search on.
    if (change.listings) await lexicon.learn(change.productIds).catch((error: unknown) => logger.warn({ err: error }, 'search vocabulary not updated'));
    await catalogEvents.productsChanged(change);
    // Published before the write answers: a cache that follows the event has dropped the old pages by the next read.
    await relay.flush().catch((error: unknown) => logger.warn({ err: error }, 'products.changed stays in the outbox for the relay'));
  };
  const ports: CatalogPorts = {
    products,
    itemCodes,
    reviews,
    purchases,
    wishlist,
    reservations,
    events: catalogEvents,
    reviewers: new IdentityReviewerDirectory(deps.identity),
    reads: new CatalogReadCache(deps.readCache ?? cache, logger, deps.config?.CATALOG_READ_CACHE_MS, announce),
    counters: cache,
    clock,
    unitOfWork: unitOfWorkOf(documents),
    lexicon,
    synonyms,
  };
  const coded = await new AssignItemCodes(ports).execute();
  if (coded > 0) logger.info({ products: coded }, 'item codes given to products stored without one');
  const synonymTable = new SearchSynonymTable(ports);
  // Other replicas' writes and the admin's table reach this one's searches within a few minutes.
  const readLexicon = () => {
    Promise.all([lexicon.refresh(), synonymTable.load()]).catch((error: unknown) => logger.warn({ err: error }, 'search vocabulary not refreshed'));
  };
  await synonymTable.load();
  // Reading a large catalogue's words takes a moment (about 2 s at 100,000 products): searches
  // until then are read without corrections, rather than the shop starting later.
  readLexicon();
  const lexiconRounds = setInterval(readLexicon, deps.lexiconRefreshMs ?? LEXICON_REFRESH_MS);
  lexiconRounds.unref();
  // Orders' events say who bought what, for verified-purchase reviews.
  await subscribeCatalogConsumers({ events, documents, purchases: new RecordPurchase(ports) });
  relay.start();
  logger.info('catalog service ready');
  const importer = new ImportProducts(ports, newId);
  return {
    api: tracedApi('catalog', catalogApiOf(ports)),
    importProducts: async (items) => {
      const imported = await importer.execute(items);
      if (imported.imported > 0) await lexicon.refresh();
      return imported;
    },
    stop: () => {
      clearInterval(lexiconRounds);
      return relay.stop();
    },
  };
}
