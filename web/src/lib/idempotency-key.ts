import { ApiError } from '@/lib/api-client';

/**
 * A fresh Idempotency-Key: a random UUID (letters, digits and '-', as the server accepts). One
 * per checkout, payment or refund attempt; a retry of the same request sends it again.
 */
export function newIdempotencyKey(): string {
  const cryptoApi = globalThis.crypto;
  if (typeof cryptoApi?.randomUUID === 'function') return cryptoApi.randomUUID();
  const bytes = new Uint8Array(16);
  cryptoApi.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * No answer, or a server error: the request may have been carried out. The next try keeps the
 * key, so the server does it at most once; a refusal (4xx) was not carried out and the next try
 * is a new request.
 */
export function outcomeUnknown(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
}
