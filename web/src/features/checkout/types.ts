import type { PaymentMethod, ShippingAddress } from '@shop/domain';

/** The checkout's shapes (SPEC section 3; the orders and payments HTTP contract). */

/** One method as GET /payments/methods describes it. */
export interface PaymentMethodInfo {
  id: PaymentMethod;
  name: string;
  instructions: string;
  enabled: boolean;
  testMode: boolean;
  /** manual_momo: the USSD code to dial, with the amount when asked with ?amount. */
  dialCode?: string;
  merchantCode?: string;
  supportPhone?: string;
}

export type PaymentMethods = Partial<Record<PaymentMethod, PaymentMethodInfo>>;

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
export interface PlacedOrder {
  _id: string;
  orderNumber: string;
  total: number;
  subtotal: number;
  discount: number;
  deliveryFee: number;
  paymentInfo?: { method: string; status: string };
}

export type MomoStatus = 'PENDING' | 'SUCCESSFUL' | 'FAILED';

export interface MomoRequest {
  paymentId: string;
  referenceId: string;
  status: MomoStatus;
  message?: string;
}

export interface PaymentStatusAnswer {
  paymentId: string;
  status: MomoStatus;
  reason?: string;
}

export interface CardDetails {
  name: string;
  number: string;
  /** MM/YY */
  expiry: string;
  cvv: string;
}

/** SPEC's Payment result for a card: a decline is `success: false` with the bank's message. */
export interface CardPaymentResult {
  success: boolean;
  paymentIntentId: string;
  status: 'succeeded' | 'failed';
  message: string;
}

/** The 409 'Prices have changed' figures. */
export interface ServerFigures {
  subtotal: number;
  discount: number;
  deliveryFee: number;
  total: number;
  items: { product: string; price: number }[];
}
