import { PAYMENTS_ADMIN_ACTION, PAYMENT_PROOF_SUBMITTED, PAYMENT_REFUNDED, PAYMENT_SETTLED } from '@shop/contracts';
import { createEvent, DuplicateKeyError, Outbox, requestOriginFields, type DocumentStore } from '@shop/platform';
import type { AdminActionRecord, PaymentEvents, PaymentRefundedEvent, PaymentSettledEvent, ProofSubmittedEvent } from '../../core/ports/payment-events.port';

/**
 * `payment.settled`, `payment.proof-submitted` and `payment.refunded` recorded in the payments
 * store's outbox; the OutboxRelay publishes them. The outbox entry's id is the event id, so
 * recording the same event twice is a no-op.
 */
export class OutboxPaymentEvents implements PaymentEvents {
  private readonly outbox: Outbox;

  constructor(documents: DocumentStore) {
    this.outbox = new Outbox(documents);
  }

  paymentSettled(event: PaymentSettledEvent): Promise<void> {
    return this.record(PAYMENT_SETTLED, event);
  }

  proofSubmitted(event: ProofSubmittedEvent): Promise<void> {
    return this.record(PAYMENT_PROOF_SUBMITTED, event);
  }

  paymentRefunded(event: PaymentRefundedEvent): Promise<void> {
    return this.record(PAYMENT_REFUNDED, event);
  }

  /** With the request it came in, as the gateway (or a verified service passing it on) vouched for it. */
  async adminAction(data: AdminActionRecord): Promise<void> {
    await this.outbox.record(createEvent(PAYMENTS_ADMIN_ACTION, { ...data, ...requestOriginFields() }, { now: new Date(data.at) }));
  }

  private async record(type: string, event: { id: string; occurredAt: Date; data: object }): Promise<void> {
    try {
      await this.outbox.record(createEvent(type, { ...event.data }, { id: event.id, now: event.occurredAt }));
    } catch (error) {
      if (!(error instanceof DuplicateKeyError)) throw error;
    }
  }
}
