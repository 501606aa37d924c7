// Orders asks for money to go back (order.refund-requested). Through idempotent() a delivery runs
// at most once per event id; the refund's own id makes a second request for it a no-op as well.
import { refundRequestedEvent, type RefundRequestedData } from '@shop/contracts';
import { consumeEvent, type DocumentStore, type EventBus } from '@shop/platform';

export const REFUND_REQUESTED_CONSUMER = 'payments.refund-requested';

export async function subscribeRefundRequested(deps: {
  events: EventBus;
  documents: DocumentStore;
  refund: (request: RefundRequestedData) => Promise<unknown>;
}): Promise<void> {
  await consumeEvent(deps, REFUND_REQUESTED_CONSUMER, refundRequestedEvent, (request) => deps.refund({ ...request, orderId: request.orderId.toLowerCase() }));
}
