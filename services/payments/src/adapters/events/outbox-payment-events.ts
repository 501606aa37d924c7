import { createEvent, DuplicateKeyError, Outbox, type DocumentStore } from '@shop/platform';
import { PAYMENT_SETTLED } from '../../api/payments-api';
import type { PaymentEvents, PaymentSettledEvent } from '../../core/ports/payment-events.port';

/**
 * `payment.settled` recorded in the payments store's outbox; the OutboxRelay publishes it.
 * The outbox entry's id is the event id, so recording the same settlement twice is a no-op.
 */
export class OutboxPaymentEvents implements PaymentEvents {
  private readonly outbox: Outbox;

  constructor(documents: DocumentStore) {
    this.outbox = new Outbox(documents);
  }

  async paymentSettled(event: PaymentSettledEvent): Promise<void> {
    try {
      await this.outbox.record(createEvent(PAYMENT_SETTLED, { ...event.data }, { id: event.id, now: event.occurredAt }));
    } catch (error) {
      if (!(error instanceof DuplicateKeyError)) throw error;
    }
  }
}
