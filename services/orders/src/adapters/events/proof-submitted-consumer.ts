// Orders learns of a submitted payment proof from payments' event, never from a gateway call.
// Through idempotent() a delivery runs at most once per event id, and the use case changes an
// order only once (its state says so); the bus checks the payload against its schema in
// @shop/contracts and dead-letters one that does not match.
import { paymentProofSubmittedEvent, type PaymentProofSubmittedData } from '@shop/contracts';
import { consumeEvent, type DocumentStore, type EventBus, type Logger } from '@shop/platform';

export const PROOF_SUBMITTED_CONSUMER = 'orders.payment-proof-submitted';

export async function subscribeProofSubmitted(deps: {
  events: EventBus;
  documents: DocumentStore;
  logger: Logger;
  awaitVerification: (proof: PaymentProofSubmittedData) => Promise<unknown>;
}): Promise<void> {
  await consumeEvent(deps, PROOF_SUBMITTED_CONSUMER, paymentProofSubmittedEvent, async (proof, event) => {
    const order = await deps.awaitVerification(proof);
    if (!order) deps.logger.warn({ eventId: event.id, orderId: proof.orderId }, 'payment.proof-submitted for an unknown order ignored');
  });
}
