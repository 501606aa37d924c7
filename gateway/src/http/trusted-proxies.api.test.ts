import { afterEach, describe, expect, it } from 'vitest';
import { startShopUnderTest, type ShopUnderTest } from '../testing/shop-under-test';

let shop: ShopUnderTest | undefined;
afterEach(() => shop?.close());

/** Sign-ins with a wrong password for different accounts, each claiming another client address. */
async function signInsFromRotatingAddresses(count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const res = await shop!.api('/api/v1/auth/login', {
      method: 'POST',
      headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
      json: { email: `visitor${i}@example.rw`, password: 'wrong-password' },
    });
    statuses.push(res.status);
  }
  return statuses;
}

describe('which proxies the gateway believes', () => {
  it('believes none by default: a forged X-Forwarded-For does not get around the per-client limit', async () => {
    shop = await startShopUnderTest({ env: { LOGIN_ATTEMPTS_PER_CLIENT: '5' } });
    const statuses = await signInsFromRotatingAddresses(8);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
  });

  it('believes the proxies TRUSTED_PROXIES names, and then limits each forwarded client on its own', async () => {
    shop = await startShopUnderTest({ env: { LOGIN_ATTEMPTS_PER_CLIENT: '5', TRUSTED_PROXIES: 'loopback' } });
    expect(await signInsFromRotatingAddresses(8)).toEqual(Array(8).fill(401));
  });
});
