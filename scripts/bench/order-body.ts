import { deliveryFeeFor } from '@shop/domain';

export interface OrderLine {
  product: string;
  quantity: number;
  price: number;
}

/** A checkout as the demo shopper sends it: the lines, the figures the server checks, manual mobile money. */
export function orderBody(lines: OrderLine[]) {
  const items = lines.map((line) => ({ ...line, name: 'Bench' }));
  const subtotal = items.reduce((sum, item) => sum + item.price * item.quantity, 0);
  const deliveryFee = deliveryFeeFor(subtotal);
  return {
    items,
    subtotal,
    discount: 0,
    deliveryFee,
    total: subtotal + deliveryFee,
    shippingAddress: {
      firstName: 'Demo',
      lastName: 'Shopper',
      email: 'shopper@devshop.rw',
      phone: '0788123456',
      street: 'KN 5 Rd',
      city: 'Kigali',
      district: 'Gasabo',
      country: 'Rwanda',
    },
    paymentInfo: { method: 'manual_momo', status: 'pending', amount: subtotal + deliveryFee, currency: 'RWF' },
  };
}
