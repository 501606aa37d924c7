import type { CardPaymentBody, Order } from '@shop/contracts';

/**
 * The checkout's shapes (SPEC section 3). The bodies sent and the answers are the orders and
 * payments HTTP contract's, declared once in @shop/contracts; types only, so no schema code
 * reaches the bundle.
 */
export type {
  CardPaymentAnswer as CardPaymentResult,
  MomoRequest,
  OrderPayload,
  PaymentMethodInfo,
  PaymentMethods,
  PaymentStatusAnswer,
  ShopperPaymentStatus as MomoStatus,
} from '@shop/contracts';

/** What the checkout reads of a placed order. */
export type PlacedOrder = Pick<Order, '_id' | 'orderNumber' | 'total' | 'subtotal' | 'discount' | 'deliveryFee' | 'paymentInfo'>;

/** The card fields of POST /payments/card. */
export type CardDetails = NonNullable<CardPaymentBody['card']>;

/** The 409 'Prices have changed' figures. */
export interface ServerFigures {
  subtotal: number;
  discount: number;
  deliveryFee: number;
  total: number;
  items: { product: string; variant?: string; price: number }[];
}
