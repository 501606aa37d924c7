// The event payments consumes: an order's owner asking whether their payment went through.
// Through idempotent() a delivery runs at most once per event id; the bus checks the payload
// against its schema in @shop/contracts and dead-letters one that does not match.
import { paymentCheckRequestedEvent, type PaymentCheckRequestedData } from '@shop/contracts';
import { consumeEvent, type DocumentStore, type EventBus } from '@shop/platform';

export const PAYMENT_CHECK_CONSUMER = 'payments.payment-check-requested';

export async function subscribePaymentCheck(deps: {
  events: EventBus;
  documents: DocumentStore;
  recheck: (request: PaymentCheckRequestedData) => Promise<unknown>;
}): Promise<void> {
  await consumeEvent(deps, PAYMENT_CHECK_CONSUMER, paymentCheckRequestedEvent, (request) => deps.recheck(request));
}
