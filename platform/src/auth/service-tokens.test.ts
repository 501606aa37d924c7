import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { SERVICE_TOKEN_AUDIENCE, createServiceTokens } from './service-tokens';

const SECRET = 'a-secret-shared-by-the-shops-processes-0123456789';

function clock(startMs = Date.UTC(2025, 0, 1)) {
  let nowMs = startMs;
  return { now: () => nowMs, advance: (seconds: number) => (nowMs += seconds * 1000) };
}

describe('service tokens', () => {
  it('names the calling process to whoever holds the same secret', async () => {
    const time = clock();
    const orders = createServiceTokens({ name: 'orders', secret: SECRET, now: time.now });
    const catalog = createServiceTokens({ name: 'catalog', secret: SECRET, now: time.now });
    expect(await catalog.verify(await orders.current())).toBe('orders');
  });

  it('reuses one token until shortly before it expires, then issues a new one', async () => {
    const time = clock();
    const tokens = createServiceTokens({ name: 'orders', secret: SECRET, now: time.now });
    const first = await tokens.current();
    time.advance(30);
    expect(await tokens.current()).toBe(first);
    time.advance(16); // 14 s left of 60: renewed before any call could carry an expired token
    const second = await tokens.current();
    expect(second).not.toBe(first);
    expect(await tokens.verify(second)).toBe('orders');
  });

  it('refuses an expired token, another secret, a long-lived token and a foreign audience', async () => {
    const time = clock();
    const tokens = createServiceTokens({ name: 'orders', secret: SECRET, now: time.now });
    const expiring = await tokens.current();
    time.advance(60 + 6); // past its expiry and the few seconds allowed for clock skew
    expect(await tokens.verify(expiring)).toBeNull();

    const stranger = createServiceTokens({ name: 'orders', secret: 'another-secret-of-at-least-32-characters!', now: time.now });
    expect(await tokens.verify(await stranger.current())).toBeNull();

    const nowSeconds = Math.floor(time.now() / 1000);
    const sign = (audience: string, lifetime: number) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('orders')
        .setAudience(audience)
        .setIssuedAt(nowSeconds)
        .setExpirationTime(nowSeconds + lifetime)
        .sign(new TextEncoder().encode(SECRET));
    expect(await tokens.verify(await sign(SERVICE_TOKEN_AUDIENCE, 60))).toBe('orders');
    expect(await tokens.verify(await sign(SERVICE_TOKEN_AUDIENCE, 3600 * 24))).toBeNull();
    expect(await tokens.verify(await sign('devshop', 60))).toBeNull();
    expect(await tokens.verify('garbage')).toBeNull();
  });
});
