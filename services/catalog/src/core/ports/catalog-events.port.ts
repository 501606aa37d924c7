import type { ProductsChangedData, ReviewCreatedData } from '@shop/contracts';

/** What the catalog tells the rest of the shop; recorded in the outbox and relayed. */
export interface CatalogEvents {
  reviewCreated(data: ReviewCreatedData): Promise<void>;
  productsChanged(data: ProductsChangedData): Promise<void>;
}
