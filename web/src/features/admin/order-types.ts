/** An order as the admin's screens read it (SPEC section 3, Order; the orders admin HTTP contract). */
import type { Order, OrderItem } from '@/lib/order';
import type { AdminPagination } from './types';

/** An order line with its product's picture read out of the snapshot. */
export interface AdminOrderItem extends Omit<OrderItem, 'productSnapshot'> {
  image: string;
}

/** Set by the server when a payment needs an admin (refund_due, paid_without_stock, ...). */
export interface OrderAttention {
  reason: string;
  message: string;
  flaggedAt: string;
}

/** The order the shopper sees, with the admin's notes and what needs the admin. */
export interface AdminOrder extends Omit<Order, 'items'> {
  adminNotes?: string;
  items: AdminOrderItem[];
  attention?: OrderAttention;
}

export interface AdminOrderPage {
  orders: AdminOrder[];
  pagination: AdminPagination;
}

/** GET /orders filters of the admin list. */
export interface AdminOrderQuery {
  page: number;
  limit: number;
  search: string;
  status: string;
  paymentStatus: string;
}

/** One payment attempt of GET /admin/payments/{orderId}. */
export interface AdminPayment {
  paymentId: string;
  method: string;
  status: string;
  amount: number;
  createdAt: string;
  proofUrl?: string;
  proof?: { submittedAt: string };
  reason?: string;
}
