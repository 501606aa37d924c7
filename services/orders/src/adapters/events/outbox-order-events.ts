import { createEvent, currentRequestId, Outbox, type DocumentStore, type EventHeaders } from '@shop/platform';
import { ORDER_PLACED, ORDER_STATUS_CHANGED, type OrderPlacedData, type OrderStatusChangedData } from '../../api/order-events';
import type { Clock } from '../../core/ports/clock.port';
import type { OrderEvents } from '../../core/ports/order-events.port';

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
}

/** The request that caused the event, so its logs join up across services. */
function headers(): EventHeaders {
  const requestId = currentRequestId();
  return requestId ? { requestId } : {};
}
