import type { Language, OrderDelivery, PaymentMethod } from '@shop/domain';

/** What the e-mails need of an order, copied from order.placed so the service never asks orders. */
export interface OrderProjection {
  orderId: string;
  /** The shopper who placed it (absent from copies made before it was kept). */
  userId?: string;
  orderNumber: string;
  email: string;
  firstName: string;
  lastName: string;
  /** variantLabel: the variant bought ("L / Black"), for a product sold in variants. */
  items: Array<{ name: string; variantLabel?: string; price: number; quantity: number }>;
  subtotal: number;
  discount: number;
  couponCode?: string;
  deliveryFee: number;
  total: number;
  paymentMethod: PaymentMethod;
  placedAt: string;
  /** The delivery phone: where the order's SMS go. */
  phone?: string;
  /** The shopper takes the order's updates by SMS; absent (an older order): no SMS. */
  smsUpdates?: boolean;
  /** The language of the order's messages; absent: English. */
  language?: Language;
  /** The delivery zone the order was priced with and its estimate; absent (older orders): SPEC's 3-4 days. */
  delivery?: OrderDelivery;
}

export interface OrderProjections {
  /** Keeps the first copy of an order; a second save of the same order changes nothing. */
  save(order: OrderProjection): Promise<void>;
  find(orderId: string): Promise<OrderProjection | null>;
  /** The phones the shopper's orders were delivered to, each once, in the order first used. */
  phonesOf(userId: string): Promise<string[]>;
}
