import { describe, expect, it } from 'vitest';
import { ExpiringReads } from './expiring-reads';

describe('ExpiringReads', () => {
  it('reads a key once while its answer is fresh, and again once it expired', async () => {
    let now = 0;
    let loads = 0;
    const reads = new ExpiringReads<number>({ ttlMs: 1_000, maxEntries: 10, now: () => now });
    const load = async () => ++loads;
    expect(await Promise.all([reads.read('a', load), reads.read('a', load)])).toEqual([1, 1]);
    now = 999;
    expect(await reads.read('a', load)).toBe(1);
    now = 1_000;
    expect(await reads.read('a', load)).toBe(2);
  });

  it('keeps no failed read, and at most maxEntries answers, the oldest going first', async () => {
    const reads = new ExpiringReads<string>({ ttlMs: 60_000, maxEntries: 2 });
    await expect(reads.read('a', () => Promise.reject(new Error('away')))).rejects.toThrow('away');
    expect(await reads.read('a', async () => 'back')).toBe('back');
    await reads.read('b', async () => 'b');
    await reads.read('c', async () => 'c');
    expect(await reads.read('a', async () => 'read again')).toBe('read again');
    expect(await reads.read('c', async () => 'not read')).toBe('c');
  });
});
