import type { OrderFacts, PaymentsApi } from '@shop/payments';
import type { Cache, FileStore } from '@shop/platform';

/** What the orders service says about an order the caller asks to pay. */
export interface OrderForPayment {
  orderId: string;
  orderNumber: string;
  /** Whole RWF, VAT included: the only amount ever charged. */
  total: number;
  currency: 'RWF';
  paymentMethod: string;
  paymentStatus: string;
  /** The order's status: a cancelled order takes no new prompt or charge. */
  status?: string;
  userId: string;
}

/** What the payment routes need; the gateway's composition wires them. */
export interface PaymentRouteDeps {
  payments: PaymentsApi;
  /** Where payment screenshots are kept: private, outside the public uploads. */
  proofs: FileStore;
  /** The caller's order, from the orders service; someone else's order is not_found. */
  orderForPayment: (orderId: string, userId: string) => Promise<OrderForPayment>;
  /** Tells the orders service that a manual payment proof awaits an admin's verification. */
  markAwaitingVerification: (orderId: string) => Promise<void>;
  /** Rate limits. */
  cache: Cache;
}

/** The order as the payments service takes it: the facts, never the client's figures. */
export function orderFacts(order: OrderForPayment): OrderFacts {
  return {
    orderId: order.orderId,
    orderNumber: order.orderNumber,
    userId: order.userId,
    total: order.total,
    currency: order.currency,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    ...(order.status ? { orderStatus: order.status } : {}),
  };
}
