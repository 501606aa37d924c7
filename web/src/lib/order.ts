/**
 * An order as the web screens read it: the orders HTTP contract's (SPEC section 3, Order; declared
 * once in @shop/contracts) after normaliseOrder. Status, payment method and payment status stay text,
 * so a value this build does not know yet shows neutral instead of breaking a page.
 */
import type { Order as OrderAnswer } from '@shop/contracts';

export type OrderItem = OrderAnswer['items'][number];
export type OrderAddress = OrderAnswer['shippingAddress'];

export type OrderPayment = Omit<OrderAnswer['paymentInfo'], 'method' | 'status' | 'currency'> & {
  /** manual_momo, momo or stripe; shown through PAYMENT_METHOD_LABELS. */
  method: string;
  /** pending, awaiting_verification, paid or failed. */
  status: string;
  currency: string;
};

/** What the shopper's screens keep: not the admin's notes, flags or the reservation. */
export type Order = Omit<
  OrderAnswer,
  'status' | 'paymentInfo' | 'userId' | 'adminNotes' | 'attention' | 'reservationExpiresAt' | 'estimatedDelivery'
> & {
  /** pending, confirmed, processing, shipped, delivered or cancelled (unknown values stay neutral). */
  status: string;
  paymentInfo: OrderPayment;
  /** Set by the server when the order is placed; absent on older orders. */
  estimatedDelivery?: string;
};
