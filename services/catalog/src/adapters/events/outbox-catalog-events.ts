import { createEvent, Outbox, type DocumentStore } from '@shop/platform';
import type { CatalogEvents, ReviewCreated } from '../../core/ports/catalog-events.port';
import type { Clock } from '../../core/ports/clock.port';

/** Events recorded in the catalog store's outbox; the OutboxRelay publishes them. */
export class OutboxCatalogEvents implements CatalogEvents {
  private readonly outbox: Outbox;

  constructor(
    documents: DocumentStore,
    private readonly clock: Clock,
  ) {
    this.outbox = new Outbox(documents);
  }

  async reviewCreated(data: ReviewCreated): Promise<void> {
    await this.outbox.record(createEvent('review.created', { ...data }, { now: this.clock.now() }));
  }
}
