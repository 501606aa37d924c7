import { couponDiscount, type AppliedCoupon } from '../coupon/coupon';
import { DEFAULT_DELIVERY_RULE, deliveryFeeFor, type DeliveryRule } from '../delivery/delivery-fee';
import { roundRwf } from '../money/rwf';
import { orderTotal } from '../pricing/order-total';

export interface CartTotals {
  subtotal: number;
  discount: number;
  deliveryFee: number;
  total: number;
  itemCount: number;
}

/** Anything with a unit price and a quantity: a cart line or an order line. */
export interface PricedLine {
  price: number;
  quantity: number;
}

/**
 * Every total of a cart or order, computed the one way the browser and server share:
 * the delivery fee depends on the amount after discount, so a coupon can bring an order
 * back under the free-delivery threshold. Without a zone (`rule`), SPEC's Kigali rule applies.
 */
export function computeCartTotals(lines: readonly PricedLine[], coupon?: AppliedCoupon | null, zone?: DeliveryRule | null): CartTotals {
  const subtotal = roundRwf(lines.reduce((sum, line) => sum + line.price * line.quantity, 0));
  const itemCount = lines.reduce((sum, line) => sum + line.quantity, 0);
  const discount = coupon ? couponDiscount(subtotal, coupon) : 0;
  const deliveryFee = deliveryFeeFor(subtotal - discount, zone ?? DEFAULT_DELIVERY_RULE);
  return { subtotal, discount, deliveryFee, total: orderTotal(subtotal, discount, deliveryFee), itemCount };
}
