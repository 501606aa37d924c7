/** An order as the web screens read it (SPEC section 3, Order; the orders HTTP contract). */

export interface OrderItem {
  product: string;
  name: string;
  /** Unit price in whole RWF, VAT included. */
  price: number;
  quantity: number;
  productSnapshot: { name: string; category: string; image: string };
}

export interface OrderAddress {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  street: string;
  city: string;
  district: string;
  postalCode?: string;
  country: string;
}

export interface OrderPayment {
  /** manual_momo, momo or stripe; shown through PAYMENT_METHOD_LABELS. */
  method: string;
  /** pending, awaiting_verification, paid or failed. */
  status: string;
  amount: number;
  currency: string;
  reference?: string;
  failureReason?: string;
  paidAt?: string;
}

export interface Order {
  _id: string;
  orderNumber: string;
  /** pending, confirmed, processing, shipped, delivered or cancelled (unknown values stay neutral). */
  status: string;
  trackingNumber?: string;
  orderNotes: string;
  createdAt: string;
  updatedAt: string;
  subtotal: number;
  discount: number;
  couponCode?: string;
  deliveryFee: number;
  total: number;
  items: OrderItem[];
  user: { firstName: string; lastName: string; email: string };
  shippingAddress: OrderAddress;
  paymentInfo: OrderPayment;
  /** Set by the server when the order is placed; absent on older orders. */
  estimatedDelivery?: string;
}
