/**
 * A fresh Idempotency-Key: a random UUID (letters, digits and '-', as the server accepts).
 * One per checkout attempt or payment attempt; a retry of the same request sends it again.
 */
export function newIdempotencyKey(): string {
  const cryptoApi = globalThis.crypto;
  if (typeof cryptoApi?.randomUUID === 'function') return cryptoApi.randomUUID();
  const bytes = new Uint8Array(16);
  cryptoApi.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
