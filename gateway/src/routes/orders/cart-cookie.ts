import { cartIdOf } from '@shop/contracts';
import type { Request, Response } from 'express';

export const CART_COOKIE = 'devshop_cart';
export const CART_COOKIE_PATH = '/api/v1/cart';
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** The cart session id from the cookie, when well formed. */
export function cartIdFrom(req: Request): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== CART_COOKIE) continue;
    const value = rest.join('=');
    return cartIdOf(value);
  }
  return undefined;
}

/** httpOnly, SameSite=Lax, Secure when the shop is served over https, 7 days, for the cart routes only. */
export function setCartCookie(res: Response, cartId: string, secure: boolean): void {
  res.cookie(CART_COOKIE, cartId, { httpOnly: true, sameSite: 'lax', secure, path: CART_COOKIE_PATH, maxAge: WEEK_MS });
}
