// Requests and replies other than orders <-> orders.proto messages. Inputs travel as sent (numbers
// as doubles, absent as absent) so the service validates exactly what the client gave.
// Who is calling never travels in a message: the server takes the customer from the access token.
import type { ordersPb } from '@shop/proto';
import type { AccountCheck, AppliedCoupon, ApplyCouponInput, CartView, CouponApplied, PlaceOrderInput } from '../../api/orders-api';

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const num = (value: unknown) => (typeof value === 'number' ? value : undefined);

export function cartToPb(cart: CartView): ordersPb.Cart {
  return { id: cart.id, coupon: cart.coupon ? { ...cart.coupon } : undefined };
}

export function cartFromPb(cart: ordersPb.Cart | undefined): CartView {
  const coupon = cart?.coupon ? ({ ...cart.coupon } as AppliedCoupon) : null;
  return { id: cart?.id ?? '', coupon };
}

export function applyCouponToPb(input: ApplyCouponInput): ordersPb.ApplyCouponRequest {
  return { cartId: text(input.cartId), code: text(input.code) ?? '', subtotal: num(input.subtotal) };
}

/** `customer`: the signed-in caller, when the call carries an access token. */
export function applyCouponFromPb(request: ordersPb.ApplyCouponRequest, customer: ApplyCouponInput['customer']): ApplyCouponInput {
  const input: ApplyCouponInput = { code: request.code };
  if (request.cartId !== undefined) input.cartId = request.cartId;
  if (request.subtotal !== undefined) input.subtotal = request.subtotal;
  if (customer) input.customer = customer;
  return input;
}

export function couponAppliedToPb(applied: CouponApplied): ordersPb.ApplyCouponReply {
  return { cart: cartToPb(applied.cart), discount: applied.discount, pendingChecks: applied.pendingChecks, message: applied.message };
}

export function couponAppliedFromPb(reply: ordersPb.ApplyCouponReply): CouponApplied {
  const applied: CouponApplied = {
    cart: cartFromPb(reply.cart),
    pendingChecks: reply.pendingChecks as AccountCheck[],
    message: reply.message,
  };
  if (reply.discount !== undefined) applied.discount = reply.discount;
  return applied;
}

export function placeOrderToPb(input: PlaceOrderInput): ordersPb.PlaceOrderRequest {
  const address = (input.shippingAddress ?? {}) as Record<string, unknown>;
  const payment = (input.paymentInfo ?? {}) as Record<string, unknown>;
  return {
    idempotencyKey: text(input.idempotencyKey),
    cartId: text(input.cartId),
    items: (Array.isArray(input.items) ? input.items : []).map((item) => ({
      productId: text(item?.product) ?? '',
      quantity: num(item?.quantity),
      price: num(item?.price),
      name: text(item?.name),
    })),
    subtotal: num(input.subtotal),
    discount: num(input.discount),
    deliveryFee: num(input.deliveryFee),
    total: num(input.total),
    shippingAddress: Object.fromEntries(Object.entries(address).map(([key, value]) => [key, text(value)])),
    paymentInfo: { method: text(payment.method), status: text(payment.status), amount: num(payment.amount), currency: text(payment.currency) },
    orderNotes: text(input.orderNotes),
    couponCode: text(input.couponCode),
  };
}

/** `userId`: the caller, from their access token. */
export function placeOrderFromPb(request: ordersPb.PlaceOrderRequest, userId: string): PlaceOrderInput {
  const defined = <T extends object>(value: T) => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
  const input = defined({
    userId,
    idempotencyKey: request.idempotencyKey,
    cartId: request.cartId,
    items: request.items.map((item) => defined({ product: item.productId, quantity: item.quantity as number, price: item.price as number, name: item.name })),
    subtotal: request.subtotal as number,
    discount: request.discount,
    deliveryFee: request.deliveryFee as number,
    total: request.total as number,
    shippingAddress: defined({ ...request.shippingAddress }),
    paymentInfo: defined({ ...request.paymentInfo, method: request.paymentInfo?.method ?? '' }),
    orderNotes: request.orderNotes,
    couponCode: request.couponCode,
  });
  return input;
}
