import { CATALOG_ADMIN_ACTION, PRODUCTS_CHANGED, REVIEW_CREATED, type ProductsChangedData, type ReviewCreatedData } from '@shop/contracts';
import { createEvent, Outbox, requestOriginFields, type DocumentStore } from '@shop/platform';
import type { AdminActionRecord, CatalogEvents } from '../../core/ports/catalog-events.port';
import type { Clock } from '@shop/domain';

/** Events recorded in the catalog store's outbox; the OutboxRelay publishes them. */
export class OutboxCatalogEvents implements CatalogEvents {
  private readonly outbox: Outbox;

  constructor(
    documents: DocumentStore,
    private readonly clock: Clock,
  ) {
    this.outbox = new Outbox(documents);
  }

  async reviewCreated(data: ReviewCreatedData): Promise<void> {
    await this.outbox.record(createEvent(REVIEW_CREATED, { ...data }, { now: this.clock.now() }));
  }

  async productsChanged(data: ProductsChangedData): Promise<void> {
    await this.outbox.record(createEvent(PRODUCTS_CHANGED, { ...data }, { now: this.clock.now() }));
  }

  /** With the request it came in, as the gateway (or a verified service passing it on) vouched for it. */
  async adminAction(data: AdminActionRecord): Promise<void> {
    await this.outbox.record(createEvent(CATALOG_ADMIN_ACTION, { ...data, ...requestOriginFields() }, { now: this.clock.now() }));
  }
}
