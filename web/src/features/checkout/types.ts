import type { Order } from '@shop/contracts';
import type { PaymentMethod, ShippingAddress } from '@shop/domain';

/**
 * The checkout's shapes (SPEC section 3). The answers are the orders and payments HTTP contract's,
 * declared once in @shop/contracts; types only, so no schema code reaches the bundle.
 */
export type {
  CardPaymentAnswer as CardPaymentResult,
  MomoRequest,
  PaymentMethodInfo,
  PaymentMethods,
  PaymentStatusAnswer,
  ShopperPaymentStatus as MomoStatus,
} from '@shop/contracts';

export interface OrderLineInput {
  product: string;
  quantity: number;
  price: number;
  name: string;
}

/** The body of POST /orders (SPEC section 3, Order creation payload). */
export interface OrderPayload {
  items: OrderLineInput[];
  subtotal: number;
  discount: number;
  deliveryFee: number;
  total: number;
  shippingAddress: ShippingAddress;
  paymentInfo: { method: PaymentMethod; status: 'pending'; amount: number; currency: 'RWF' };
  orderNotes: string;
  couponCode?: string;
}

/** What the checkout reads of a placed order. */
export type PlacedOrder = Pick<Order, '_id' | 'orderNumber' | 'total' | 'subtotal' | 'discount' | 'deliveryFee'> & {
  paymentInfo?: { method: string; status: string };
};

export interface CardDetails {
  name: string;
  number: string;
  /** MM/YY */
  expiry: string;
  cvv: string;
}

/** The 409 'Prices have changed' figures. */
export interface ServerFigures {
  subtotal: number;
  discount: number;
  deliveryFee: number;
  total: number;
  items: { product: string; price: number }[];
}
