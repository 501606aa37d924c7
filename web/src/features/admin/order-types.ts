/**
 * An order as the admin's screens read it: the orders admin HTTP contract's (SPEC section 3,
 * Order), declared once in @shop/contracts. Types only, so no schema code reaches the bundle.
 */
import type { AdminPayment as AdminPaymentAnswer } from '@shop/contracts';

export type { Order as AdminOrder, OrderPage as AdminOrderPage } from '@shop/contracts';

/** GET /orders filters of the admin list. */
export interface AdminOrderQuery {
  page: number;
  limit: number;
  search: string;
  status: string;
  paymentStatus: string;
}

/** One payment attempt of GET /admin/payments/{orderId}: what the order card reads of it. */
export type PaymentSummary = Pick<AdminPaymentAnswer, 'paymentId' | 'method' | 'status' | 'amount' | 'createdAt' | 'proofUrl' | 'reason'> & {
  proof?: Pick<NonNullable<AdminPaymentAnswer['proof']>, 'submittedAt'>;
};
