import type { AdminActionData, ProductsChangedData, ReviewCreatedData } from '@shop/contracts';

/** An admin's action as the core states it; the request it came in (id, client address) is the adapter's to add. */
export type AdminActionRecord = Omit<AdminActionData, 'requestId' | 'clientAddress'>;

/** What the catalog tells the rest of the shop; recorded in the outbox and relayed. */
export interface CatalogEvents {
  reviewCreated(data: ReviewCreatedData): Promise<void>;
  productsChanged(data: ProductsChangedData): Promise<void>;
  /** catalog.admin-action: one entry of the audit trail, in the same unit of work as the change it records. */
  adminAction(data: AdminActionRecord): Promise<void>;
}
