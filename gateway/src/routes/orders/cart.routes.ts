import type { Request, RequestHandler, Response } from 'express';
import { optionalUser, type AuthenticatedUser } from '../../auth/current-user';
import { createRateLimiter } from '../../auth/rate-limiter';
import { defineRoute, type RouteDefinition } from '../route';
import { cartIdFrom, setCartCookie } from './cart-cookie';
import type { OrderRouteDeps } from './order-route-deps';
import { cartSchema, couponBodySchema } from '@shop/contracts';

const tags = ['cart'];
const FIFTEEN_MINUTES = 15 * 60_000;

/**
 * The server cart session: the coupon (SPEC section 7). Public; the session is an opaque id in an
 * httpOnly cookie. Messages of success contain 'applied' or 'successfully' (the client's check).
 */
export function cartRoutes(deps: OrderRouteDeps): RouteDefinition[] {
  const { orders } = deps;
  const secure = deps.publicUrl.startsWith('https:');
  const attempts = createRateLimiter(deps.cache, { name: 'coupon-client', limit: deps.couponAttemptsPerClient ?? 30, windowMs: FIFTEEN_MINUTES });
  return [
    defineRoute({
      method: 'post',
      path: '/cart/coupon',
      summary: 'Apply a promo code to the cart session (checked now; signed out, the account rules are checked at checkout)',
      tags,
      access: 'public',
      rateLimited: true,
      request: { body: couponBodySchema },
      response: cartSchema,
      handler: async ({ body, req, res }) => {
        await attempts.consume([req.ip ?? 'unknown']);
        const viewer = await signedIn(deps.userGuard, req, res);
        const applied = await orders.applyCoupon({
          cartId: cartIdFrom(req),
          code: body.code,
          subtotal: body.subtotal,
          customer: viewer ? { userId: viewer.id, email: viewer.email } : undefined,
        });
        setCartCookie(res, applied.cart.id, secure);
        const cart = { coupon: applied.cart.coupon, discount: applied.discount, pendingChecks: applied.pendingChecks };
        return { data: { cart }, message: applied.message };
      },
    }),
    defineRoute({
      method: 'delete',
      path: '/cart/coupon',
      summary: 'Remove the promo code from the cart session',
      tags,
      access: 'public',
      response: cartSchema,
      handler: async ({ req }) => {
        const removed = await orders.removeCoupon(cartIdFrom(req) ?? '');
        return { data: { cart: { coupon: null } }, message: removed.message };
      },
    }),
  ];
}

/** The caller when a bearer token came with the request (the guard refuses a bad one: 401). */
async function signedIn(guard: RequestHandler | undefined, req: Request, res: Response): Promise<AuthenticatedUser | undefined> {
  if (!guard || !req.get('authorization')) return optionalUser(res);
  await new Promise<void>((resolve, reject) => {
    void guard(req, res, (error?: unknown) => (error ? reject(error) : resolve()));
  });
  return optionalUser(res);
}
