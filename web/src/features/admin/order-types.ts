/** An order as the admin's screens read it (SPEC section 3, Order; the orders admin HTTP contract). */
import type { AdminPayment as AdminPaymentAnswer, Order as OrderAnswer, OrderPage } from '@shop/contracts';
import type { Order, OrderItem } from '@/lib/order';

/** An order line with its product's picture read out of the snapshot. */
export type AdminOrderItem = Omit<OrderItem, 'productSnapshot'> & Pick<OrderItem['productSnapshot'], 'image'>;

/** Set by the server when a payment needs an admin (refund_due, paid_without_stock, ...). */
export type OrderAttention = NonNullable<OrderAnswer['attention']>;

/** The order the shopper sees, with the admin's notes and what needs the admin. */
export type AdminOrder = Omit<Order, 'items'> & Pick<OrderAnswer, 'adminNotes' | 'attention'> & { items: AdminOrderItem[] };

export type AdminOrderPage = Omit<OrderPage, 'orders'> & { orders: AdminOrder[] };

/** GET /orders filters of the admin list. */
export interface AdminOrderQuery {
  page: number;
  limit: number;
  search: string;
  status: string;
  paymentStatus: string;
}

/** One payment attempt of GET /admin/payments/{orderId}: what the order card reads of it. */
export type AdminPayment = Pick<AdminPaymentAnswer, 'paymentId' | 'method' | 'status' | 'amount' | 'createdAt' | 'proofUrl' | 'reason'> & {
  proof?: Pick<NonNullable<AdminPaymentAnswer['proof']>, 'submittedAt'>;
};
