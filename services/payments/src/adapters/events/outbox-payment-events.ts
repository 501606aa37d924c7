import { PAYMENT_PROOF_SUBMITTED, PAYMENT_SETTLED } from '@shop/contracts';
import { createEvent, DuplicateKeyError, Outbox, type DocumentStore } from '@shop/platform';
import type { PaymentEvents, PaymentSettledEvent, ProofSubmittedEvent } from '../../core/ports/payment-events.port';

/**
 * `payment.settled` and `payment.proof-submitted` recorded in the payments store's outbox; the
 * OutboxRelay publishes them. The outbox entry's id is the event id, so recording the same event
 * twice is a no-op.
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

  async proofSubmitted(event: ProofSubmittedEvent): Promise<void> {
    try {
      await this.outbox.record(createEvent(PAYMENT_PROOF_SUBMITTED, { ...event.data }, { id: event.id, now: event.occurredAt }));
    } catch (error) {
      if (!(error instanceof DuplicateKeyError)) throw error;
    }
  }
}
