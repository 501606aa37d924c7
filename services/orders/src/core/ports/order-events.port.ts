import type { OrderPlacedData, OrderStatusChangedData } from '../../api/order-events';

/** Records the service's events in the outbox of its own store; a relay publishes them. */
export interface OrderEvents {
  orderPlaced(data: OrderPlacedData): Promise<void>;
  statusChanged(data: OrderStatusChangedData): Promise<void>;
}
