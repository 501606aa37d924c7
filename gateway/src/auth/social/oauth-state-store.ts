import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';

const COOKIE = 'devshop_oauth_state';
const MAX_AGE_MS = 10 * 60_000;

type StoreCallback = (error: Error | null, state?: string) => void;
type VerifyCallback = (error: Error | null, ok: boolean, info?: { message: string }) => void;

function readCookie(req: Request, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/**
 * The OAuth `state` kept in a short-lived httpOnly cookie instead of a server session:
 * the provider's return is accepted only by the browser that started the sign-in.
 */
export function cookieStateStore(secure: boolean) {
  return {
    store(req: Request, callback: StoreCallback) {
      const state = randomBytes(24).toString('base64url');
      req.res?.cookie(COOKIE, state, { httpOnly: true, sameSite: 'lax', secure, maxAge: MAX_AGE_MS, path: '/api/v1/auth' });
      callback(null, state);
    },
    verify(req: Request, provided: string, callback: VerifyCallback) {
      const expected = readCookie(req, COOKIE);
      req.res?.clearCookie(COOKIE, { path: '/api/v1/auth' });
      const ok =
        typeof expected === 'string' &&
        typeof provided === 'string' &&
        expected.length === provided.length &&
        timingSafeEqual(Buffer.from(expected), Buffer.from(provided));
      callback(null, ok, ok ? undefined : { message: 'Sign-in request expired or was not started here' });
    },
  };
}
