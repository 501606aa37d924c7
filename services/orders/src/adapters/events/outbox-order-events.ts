import {
  ORDERS_ADMIN_ACTION,
  ORDER_PLACED,
  ORDER_STATUS_CHANGED,
  PAYMENT_CHECK_REQUESTED,
  REFUND_REQUESTED,
  type OrderPlacedData,
  type OrderStatusChangedData,
  type PaymentCheckRequestedData,
  type RefundRequestedData,
} from '@shop/contracts';
import { createEvent, currentRequestId, Outbox, requestOriginFields, type DocumentStore, type EventHeaders } from '@shop/platform';
import type { Clock } from '@shop/domain';
import type { AdminActionRecord, OrderEvents } from '../../core/ports/order-events.port';

/** Records events in the orders store's outbox, right after the change; the OutboxRelay publishes them. */
export class OutboxOrderEvents implements OrderEvents {
  private readonly outbox: Outbox;

  constructor(documents: DocumentStore, private readonly clock: Clock) {
    this.outbox = new Outbox(documents);
  }

  orderPlaced(data: OrderPlacedData): Promise<void> {
    return this.outbox.record(createEvent(ORDER_PLACED, data, { now: this.clock.now() }), headers());
  }

  statusChanged(data: OrderStatusChangedData): Promise<void> {
    return this.outbox.record(createEvent(ORDER_STATUS_CHANGED, data, { now: this.clock.now() }), headers());
  }

  paymentCheckRequested(data: PaymentCheckRequestedData): Promise<void> {
    return this.outbox.record(createEvent(PAYMENT_CHECK_REQUESTED, data, { now: this.clock.now() }), headers());
  }

  refundRequested(data: RefundRequestedData): Promise<void> {
    return this.outbox.record(createEvent(REFUND_REQUESTED, data, { now: this.clock.now() }), headers());
  }

  /** With the request it came in, as the gateway (or a verified service passing it on) vouched for it. */
  adminAction(data: AdminActionRecord): Promise<void> {
    return this.outbox.record(createEvent(ORDERS_ADMIN_ACTION, { ...data, ...requestOriginFields() }, { now: this.clock.now() }), headers());
  }
}

/** The request that caused the event, so its logs join up across services. */
function headers(): EventHeaders {
  const requestId = currentRequestId();
  return requestId ? { requestId } : {};
}
