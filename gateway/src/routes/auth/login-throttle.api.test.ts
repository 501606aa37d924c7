import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../testing/test-shop';
import { SHOP_VARIANTS, startShopUnderTest, type ShopUnderTest } from '../../testing/shop-under-test';

// Each sign-in claims a client address of its own: the gateway believes loopback proxies here.
describe.each(SHOP_VARIANTS)('password sign-in throttling ($topology)', ({ identityOverGrpc }) => {
  let shop: ShopUnderTest;
  beforeAll(async () => {
    shop = await startShopUnderTest({ identityOverGrpc, env: { TRUSTED_PROXIES: 'loopback' } });
  });
  afterAll(() => shop?.close());

  const signIn = (client: string, credentials: { email: string; password: string }) =>
    shop.api('/api/v1/auth/login', { method: 'POST', headers: { 'x-forwarded-for': client }, json: credentials });

  it('does not let wrong passwords from elsewhere lock the owner out', async () => {
    for (let i = 1; i <= 10; i += 1) {
      expect((await signIn(`198.51.100.${i}`, { ...DEMO.admin, password: 'guess' })).status).toBe(401);
    }
    const owner = await signIn('203.0.113.7', DEMO.admin);
    expect(owner.status).toBe(200);
    expect(owner.body.data.user.email).toBe(DEMO.admin.email);
  }, 20_000); // a dozen password checks

  // The owner elsewhere is not refused meanwhile (the test above); login-throttle.test.ts shows
  // the account's delay growing, which would make this test wait seconds.
  it('stops brute force from one client with 429, and a success clears its count', async () => {
    const attacker = '198.51.100.200';
    for (let i = 0; i < 9; i += 1) await signIn(attacker, { ...DEMO.shopper, password: 'guess' });
    expect((await signIn(attacker, DEMO.shopper)).status).toBe(200); // clears this client's count
    const statuses = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await signIn(attacker, { ...DEMO.shopper, password: 'guess' })).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
    const refused = await signIn(attacker, DEMO.shopper);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.body.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
  }, 20_000);
});
