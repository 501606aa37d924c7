import { afterEach, describe, expect, test } from 'vitest';
import { leaseShop, startShopLeases, type ShopLeases } from './shop-leases';

describe('browser-test shop leases', () => {
  let leases: ShopLeases | undefined;
  afterEach(async () => {
    await leases?.close();
    leases = undefined;
  });

  test('files running at the same time get different shops; a third waits for one to be released', async () => {
    leases = await startShopLeases(2);
    const first = await leaseShop(leases.address, 5_000);
    const second = await leaseShop(leases.address, 5_000);
    expect(new Set([first.index, second.index])).toEqual(new Set([0, 1]));

    let third: number | undefined;
    const waiting = leaseShop(leases.address, 5_000).then((lease) => (third = lease.index));
    await new Promise((resolve) => setImmediate(resolve));
    expect(third).toBeUndefined();
    second.release();
    await waiting;
    expect(third).toBe(second.index);
  });

  test('a file that finds no free shop in time is told so', async () => {
    leases = await startShopLeases(1);
    await leaseShop(leases.address, 5_000);
    await expect(leaseShop(leases.address, 200)).rejects.toThrow('no browser-test shop came free within 200 ms');
  });
});
