import { ApiError } from '@/lib/api-client';
import { remove, storageKeys } from '@/lib/storage';

/** A refusal that means the session is no longer valid (SPEC section 8, Review). */
export function isSessionRefusal(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.status === 401 || error.status === 403 || /invalid.*token|token.*(invalid|expired)/i.test(error.message);
}

/** Forgets the stored session; the caller then goes to /login. */
export function forgetSession(): void {
  remove(storageKeys.accessToken, storageKeys.refreshToken, storageKeys.user);
}
