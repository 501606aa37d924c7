import type { AdminActionData, OrderPlacedData, OrderStatusChangedData, PaymentCheckRequestedData, RefundRequestedData } from '@shop/contracts';

/** An admin's action as the core states it; the request it came in (id, client address) is the adapter's to add. */
export type AdminActionRecord = Omit<AdminActionData, 'requestId' | 'clientAddress'>;

/** Records the service's events in the outbox of its own store; a relay publishes them. */
export interface OrderEvents {
  orderPlaced(data: OrderPlacedData): Promise<void>;
  statusChanged(data: OrderStatusChangedData): Promise<void>;
  /** An order's owner asked whether their payment went through: payments asks the provider. */
  paymentCheckRequested(data: PaymentCheckRequestedData): Promise<void>;
  /** Money must go back to the shopper: payments refunds through the provider that took it. */
  refundRequested(data: RefundRequestedData): Promise<void>;
  /** orders.admin-action: one entry of the audit trail, in the same unit of work as the change it records. */
  adminAction(data: AdminActionRecord): Promise<void>;
}
