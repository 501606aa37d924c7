import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical-json';

describe('canonical JSON (the fingerprint of a repeated order request)', () => {
  it('gives the same text for the same order whatever order its fields were sent in', () => {
    const sent = { total: 21_000, items: [{ quantity: 1, product: 'p1' }], address: { city: 'Kigali', street: 'KG 7 Ave' } };
    const resent = { address: { street: 'KG 7 Ave', city: 'Kigali' }, items: [{ product: 'p1', quantity: 1 }], total: 21_000 };
    expect(canonicalJson(sent)).toBe('{"address":{"city":"Kigali","street":"KG 7 Ave"},"items":[{"product":"p1","quantity":1}],"total":21000}');
    expect(canonicalJson(resent)).toBe(canonicalJson(sent));
  });

  it('sorts every key of a large request, not only a few', () => {
    const keys = Array.from({ length: 150 }, (_, i) => `k${String(i).padStart(3, '0')}`);
    // A fixed shuffle: reversed halves interleaved.
    const shuffled = keys.flatMap((_, i) => (i % 2 ? [keys[149 - i]!] : [keys[i]!]));
    const request = Object.fromEntries([...new Set([...shuffled, ...keys].reverse())].map((key) => [key, 1]));
    expect(Object.keys(JSON.parse(canonicalJson(request)) as object)).toEqual(keys);
  });

  it('leaves out fields sent as undefined and keeps null, numbers and text as they are', () => {
    expect(canonicalJson({ couponCode: undefined, notes: null })).toBe('{"notes":null}');
    expect(canonicalJson(null)).toBe('null');
    expect(canonicalJson(5)).toBe('5');
    expect(canonicalJson('DS-2611-7K3F9Q')).toBe('"DS-2611-7K3F9Q"');
    expect(canonicalJson(undefined)).toBe('null');
  });
});
