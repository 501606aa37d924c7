import type { OrderPlacedData, OrderStatusChangedData, PaymentCheckRequestedData, RefundRequestedData } from '@shop/contracts';

/** Records the service's events in the outbox of its own store; a relay publishes them. */
export interface OrderEvents {
  orderPlaced(data: OrderPlacedData): Promise<void>;
  statusChanged(data: OrderStatusChangedData): Promise<void>;
  /** An order's owner asked whether their payment went through: payments asks the provider. */
  paymentCheckRequested(data: PaymentCheckRequestedData): Promise<void>;
  /** Money must go back to the shopper: payments refunds through the provider that took it. */
  refundRequested(data: RefundRequestedData): Promise<void>;
}
