import { deliveryFeeFor } from '@shop/domain';

export interface CheckoutLine {
  product: string;
  quantity: number;
  price: number;
  /** The product's name as the cart shows it; `name` below when left out. */
  name?: string;
}

/**
 * A checkout as the demo shopper's browser sends it: the lines, the figures the server checks
 * (subtotal, SPEC's delivery fee, total), the delivery address (to `email`), and the way to pay.
 */
export function checkoutBody(lines: CheckoutLine[], { method = 'manual_momo', name = 'Test Product', email = 'shopper@devshop.rw' } = {}) {
  const items = lines.map((line) => ({ ...line, name: line.name ?? name }));
  const subtotal = items.reduce((sum, item) => sum + item.price * item.quantity, 0);
  const deliveryFee = deliveryFeeFor(subtotal);
  const total = subtotal + deliveryFee;
  return {
    items,
    subtotal,
    discount: 0,
    deliveryFee,
    total,
    shippingAddress: {
      firstName: 'Demo',
      lastName: 'Shopper',
      email,
      phone: '0788123456',
      street: 'KN 5 Rd',
      city: 'Kigali',
      district: 'Gasabo',
      country: 'Rwanda',
    },
    paymentInfo: { method, status: 'pending', amount: total, currency: 'RWF' },
  };
}
