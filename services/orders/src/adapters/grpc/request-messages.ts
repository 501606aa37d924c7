// Requests and replies other than orders <-> orders.proto messages. Inputs travel as sent (numbers
// as doubles or JSON numbers, absent as absent) so the service validates exactly what the client gave.
// Who is calling never travels in a message: the server takes the customer from the access token.
import type { ordersPb } from '@shop/proto';
import type { OrderPayload } from '@shop/contracts';
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
  // The caller travels in the access token, never in the message.
  const { userId: _caller, idempotencyKey, cartId, ...payload } = input;
  return { idempotencyKey: text(idempotencyKey), cartId: text(cartId), payloadJson: JSON.stringify(payload) };
}

/** `userId`: the caller, from their access token; the payload as the client sent it, for the service to check. */
export function placeOrderFromPb(request: ordersPb.PlaceOrderRequest, userId: string): PlaceOrderInput {
  const { userId: _named, idempotencyKey: _key, cartId: _cart, ...payload } = payloadOf(request.payloadJson);
  const input: PlaceOrderInput = { ...(payload as OrderPayload), userId };
  if (request.idempotencyKey !== undefined) input.idempotencyKey = request.idempotencyKey;
  if (request.cartId !== undefined) input.cartId = request.cartId;
  return input;
}

/** An object, or nothing the service could take for an order: it then refuses the order as incomplete. */
function payloadOf(json: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(json);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
