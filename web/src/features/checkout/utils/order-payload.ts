import type { CartState, Language, PaymentMethod, ShippingAddress } from '@shop/domain';
import type { OrderPayload } from '../types';

/**
 * SPEC section 3's order payload from the cart and the form. The figures are the cart's, which
 * @shop/domain computed; the server computes them again and answers 409 when they differ.
 */
export function buildOrderPayload(
  cart: CartState,
  shippingAddress: ShippingAddress,
  method: PaymentMethod,
  choices: { orderNotes: string; smsUpdates: boolean; language: Language },
): OrderPayload {
  const payload: OrderPayload = {
    items: cart.items.map((item) => ({
      product: item.originalId,
      // A product sold in variants is ordered by its variant; a line without one sends none.
      ...(item.variant ? { variant: item.variant } : {}),
      quantity: item.quantity,
      price: item.price,
      name: item.name,
    })),
    subtotal: cart.subtotal,
    discount: cart.discount,
    deliveryFee: cart.deliveryFee,
    total: cart.total,
    shippingAddress,
    paymentInfo: { method, status: 'pending', amount: cart.total, currency: 'RWF' },
    orderNotes: choices.orderNotes.trim(),
    smsUpdates: choices.smsUpdates,
    // The order's e-mails and SMS are written in the language the shopper ordered in.
    language: choices.language,
  };
  // The cart session cookie does not reach /orders: the applied code goes in the body.
  if (cart.coupon) payload.couponCode = cart.coupon.code;
  return payload;
}

/**
 * Whether two payloads ask for the same order, whatever the payment method and the language (so
 * an order already placed is paid again, by any method, rather than placed twice).
 */
export function samePayload(a: OrderPayload, b: OrderPayload): boolean {
  const withoutMethod = ({ paymentInfo, language: _language, ...rest }: OrderPayload) => ({ ...rest, paymentInfo: { ...paymentInfo, method: null } });
  return JSON.stringify(withoutMethod(a)) === JSON.stringify(withoutMethod(b));
}
