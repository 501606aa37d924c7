import { readJson, readRaw, remove, storageKeys, writeRaw } from './storage';

/**
 * The redirect-after-login entry (SPEC section 6): a screen that needs a session (checkout)
 * saves where to come back to; the login screen takes it once signed in.
 */

/** Screens that must not be returned to: they would bounce straight back. */
const noReturn = ['/login', '/auth/callback'];

/** An in-app path ('/checkout?x=1'), or null for anything else (other origins, '//host', junk). */
export function safeAppPath(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const path = value.trim();
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null;
  let url: URL;
  try {
    url = new URL(path, 'http://devshop.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'http://devshop.invalid') return null;
  if (noReturn.includes(url.pathname)) return null;
  return url.pathname + url.search + url.hash;
}

export function saveRedirectAfterLogin(path: string): void {
  const safe = safeAppPath(path);
  if (safe) writeRaw(storageKeys.redirectAfterLogin, safe);
}

/** The saved path, if any and safe. Accepts a plain string or a JSON-quoted one. */
export function peekRedirectAfterLogin(): string | null {
  const raw = readRaw(storageKeys.redirectAfterLogin);
  if (raw === null) return null;
  return safeAppPath(raw) ?? safeAppPath(readJson(storageKeys.redirectAfterLogin));
}

/** Where to go after signing in: the saved entry (then forgotten) or home. */
export function takeRedirectAfterLogin(): string {
  const target = peekRedirectAfterLogin() ?? '/';
  remove(storageKeys.redirectAfterLogin);
  return target;
}
