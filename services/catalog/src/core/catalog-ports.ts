import type { Cache, UnitOfWork } from '@shop/platform';
import type { CatalogReadCache } from './cache/read-cache';
import type { CatalogEvents } from './ports/catalog-events.port';
import type { Clock } from '@shop/domain';
import type { ItemCodeSequence } from './ports/item-code-sequence.port';
import type { ProductRepository } from './ports/product-repository.port';
import type { PurchaseLedger } from './ports/purchase-ledger.port';
import type { ReservationRepository } from './ports/reservation-repository.port';
import type { ReviewerDirectory } from './ports/reviewer-directory.port';
import type { ReviewRepository } from './ports/review-repository.port';
import type { SearchSynonymStore } from './ports/search-synonym-store.port';
import type { WishlistRepository } from './ports/wishlist-repository.port';
import type { SearchLexicon } from './search/search-lexicon';

/** Every port the catalog core depends on; each use case takes the ones it needs. */
export interface CatalogPorts {
  products: ProductRepository;
  /** Numbers for the item codes the catalog assigns. */
  itemCodes: ItemCodeSequence;
  reviews: ReviewRepository;
  /** Who bought which product (orders' events), for verified-purchase reviews. */
  purchases: PurchaseLedger;
  wishlist: WishlistRepository;
  reservations: ReservationRepository;
  events: CatalogEvents;
  /** The accounts, for a reviewer's names (identity). */
  reviewers: ReviewerDirectory;
  /** Shopper reads, cached for 5 minutes and invalidated by writes. */
  reads: CatalogReadCache;
  /** Short-lived counters (views per visitor). */
  counters: Cache;
  clock: Clock;
  /** The words searches are read with: the catalogue's vocabulary and the synonym table. */
  lexicon: SearchLexicon;
  synonyms: SearchSynonymStore;
  /** Writes to the catalog's store that commit together (a reservation and all its lines). */
  unitOfWork: UnitOfWork;
}
