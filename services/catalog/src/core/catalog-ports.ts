import type { Cache, UnitOfWork } from '@shop/platform';
import type { CatalogReadCache } from './cache/read-cache';
import type { CatalogEvents } from './ports/catalog-events.port';
import type { Clock } from '@shop/domain';
import type { ItemCodeSequence } from './ports/item-code-sequence.port';
import type { ProductRepository } from './ports/product-repository.port';
import type { ReservationRepository } from './ports/reservation-repository.port';
import type { ReviewerDirectory } from './ports/reviewer-directory.port';
import type { ReviewRepository } from './ports/review-repository.port';
import type { WishlistRepository } from './ports/wishlist-repository.port';

/** Every port the catalog core depends on; each use case takes the ones it needs. */
export interface CatalogPorts {
  products: ProductRepository;
  /** Numbers for the item codes the catalog assigns. */
  itemCodes: ItemCodeSequence;
  reviews: ReviewRepository;
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
  /** Writes to the catalog's store that commit together (a reservation and all its lines). */
  unitOfWork: UnitOfWork;
}
