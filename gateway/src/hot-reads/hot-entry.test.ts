import { describe, expect, it } from 'vitest';
import { HotEntry, preferredEncoding } from './hot-entry';

describe('a hot entry', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('gzip');
    expect(preferredEncoding('deflate')).toBe('identity');
    expect(preferredEncoding(undefined)).toBe('identity');
  });

  it('sends a small body as it is, and tags each encoding of a large one differently', () => {
    const small = new HotEntry(Buffer.from('{"success":true}'));
    expect(small.bytes('br')).toEqual({ encoding: 'identity', body: small.body });
    const large = new HotEntry(Buffer.from(JSON.stringify({ data: 'x'.repeat(5000) })));
    expect(large.bytes('br').encoding).toBe('br');
    expect(new Set([large.etagOf('identity'), large.etagOf('br'), large.etagOf('gzip')]).size).toBe(3);
  });
});
