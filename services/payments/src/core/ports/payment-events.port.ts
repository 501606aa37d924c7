import type { PaymentSettledData } from '../../api/payments-api';

/** A settlement as the outbox records it: the id is fixed on the payment when it settles. */
export interface PaymentSettledEvent {
  id: string;
  occurredAt: Date;
  data: PaymentSettledData;
}

export interface PaymentEvents {
  /** Records `payment.settled`; recording the same event id twice is a no-op. */
  paymentSettled(event: PaymentSettledEvent): Promise<void>;
}
