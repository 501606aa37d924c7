/** An order as the admin's screens read it (SPEC section 3, Order; the orders admin HTTP contract). */

export interface AdminOrderItem {
  product: string;
  name: string;
  /** Unit price in whole RWF, VAT included. */
  price: number;
  quantity: number;
  image: string;
}

export interface AdminOrderAddress {
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

/** Set by the server when a payment needs an admin (refund_due, paid_without_stock, ...). */
export interface OrderAttention {
  reason: string;
  message: string;
  flaggedAt: string;
}

export interface AdminOrder {
  _id: string;
  orderNumber: string;
  status: string;
  trackingNumber?: string;
  orderNotes: string;
  adminNotes?: string;
  createdAt: string;
  updatedAt: string;
  subtotal: number;
  discount: number;
  couponCode?: string;
  deliveryFee: number;
  total: number;
  items: AdminOrderItem[];
  user: { firstName: string; lastName: string; email: string };
  shippingAddress: AdminOrderAddress;
  paymentInfo: { method: string; status: string; amount: number; reference?: string; failureReason?: string; paidAt?: string };
  attention?: OrderAttention;
}

export interface AdminOrderPage {
  orders: AdminOrder[];
  pagination: { page: number; limit: number; total: number; totalPages: number };
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
