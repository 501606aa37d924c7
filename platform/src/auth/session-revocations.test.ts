import { describe, expect, it } from 'vitest';
import { MemoryCache } from '../cache/memory/memory-cache';
import type { VerifiedAccessToken } from './access-token';
import { createSessionRevocations, rejectingRevokedSessions } from './session-revocations';

function clock(startMs = Date.UTC(2025, 0, 1)) {
  let nowMs = startMs;
  return { now: () => nowMs, advance: (ms: number) => (nowMs += ms) };
}

const seconds = (ms: number) => Math.floor(ms / 1000);

describe('session revocations', () => {
  it('refuse the tokens of a signed-out session only, and only until they could have expired', async () => {
    const time = clock();
    const cache = new MemoryCache({ now: time.now });
    const revocations = createSessionRevocations(cache, { now: time.now });
    const expiresAt = seconds(time.now()) + 900;
    const tokens: Record<string, VerifiedAccessToken> = {
      'signed-out': { sub: 'u1', role: 'USER', email: 'a@b.rw', sid: 'family-a', exp: expiresAt },
      'other-session': { sub: 'u1', role: 'USER', email: 'a@b.rw', sid: 'family-b', exp: expiresAt },
      'no-session': { sub: 'u1', role: 'USER', email: 'a@b.rw', exp: expiresAt },
    };
    const verify = rejectingRevokedSessions(async (token) => tokens[token] ?? null, revocations);

    await revocations.revoke('family-a', expiresAt);
    expect(await verify('signed-out')).toBeNull();
    expect(await verify('other-session')).toEqual(tokens['other-session']);
    expect(await verify('no-session')).toEqual(tokens['no-session']);
    expect(await verify('unknown')).toBeNull();

    time.advance(900_000);
    expect(await revocations.isRevoked('family-a')).toBe(true); // a few seconds' allowance for clock skew
    time.advance(6_000);
    expect(await revocations.isRevoked('family-a')).toBe(false);
    expect(await cache.ttl('auth:revoked-session:family-a')).toBeUndefined();
  });

  it('keep nothing for a token that has already expired', async () => {
    const time = clock();
    const cache = new MemoryCache({ now: time.now });
    await createSessionRevocations(cache, { now: time.now }).revoke('family-a', seconds(time.now()) - 60);
    expect(cache.size).toBe(0);
  });
});
