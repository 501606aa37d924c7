import type { OrderPlacedData, OrderStatusChangedData, PaymentCheckRequestedData } from '@shop/contracts';

/** Records the service's events in the outbox of its own store; a relay publishes them. */
export interface OrderEvents {
  orderPlaced(data: OrderPlacedData): Promise<void>;
  statusChanged(data: OrderStatusChangedData): Promise<void>;
  /** An order's owner asked whether their payment went through: payments asks the provider. */
  paymentCheckRequested(data: PaymentCheckRequestedData): Promise<void>;
}
