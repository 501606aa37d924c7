import type { Cache } from '../cache/cache.port';
import { MemoryCache } from '../cache/memory/memory-cache';
import type { AccessTokenVerifier } from './access-token-verifier';

/** Clocks of different machines disagree a little: an entry outlives the token by this much. */
const CLOCK_SKEW_MS = 5_000;
const KEY_PREFIX = 'auth:revoked-session:';

/**
 * Signed-out sessions whose access tokens may still be unexpired. Kept in the cache port, so
 * every gateway replica sees a sign-out when the cache is Redis; an entry lives as long as the
 * newest access token of the session can, then drops out by itself.
 */
export interface SessionRevocations {
  /** Revokes the session until `expiresAtSeconds` (the `exp` of the token that signed out). */
  revoke(sid: string, expiresAtSeconds: number): Promise<void>;
  isRevoked(sid: string): Promise<boolean>;
}

export function createSessionRevocations(cache: Cache, { now = Date.now }: { now?: () => number } = {}): SessionRevocations {
  return {
    async revoke(sid, expiresAtSeconds) {
      const ttlMs = expiresAtSeconds * 1000 - now() + CLOCK_SKEW_MS;
      if (ttlMs > 0) await cache.set(`${KEY_PREFIX}${sid}`, true, ttlMs);
    },
    async isRevoked(sid) {
      return (await cache.get<boolean>(`${KEY_PREFIX}${sid}`)) === true;
    },
  };
}

/**
 * `verify`, and then refuses (null) a token whose session was signed out. A token without a
 * session id cannot be signed out; it lives out its 15 minutes. A cache that cannot answer
 * throws: the caller answers 5xx rather than let a possibly revoked token through.
 */
export function rejectingRevokedSessions(
  verify: AccessTokenVerifier,
  revocations: Pick<SessionRevocations, 'isRevoked'>,
): AccessTokenVerifier {
  return async (token) => {
    const claims = await verify(token);
    if (claims?.sid !== undefined && (await revocations.isRevoked(claims.sid))) return null;
    return claims;
  };
}

const revocationsByCache = new WeakMap<Cache, SessionRevocations>();

/**
 * The signed-out sessions kept in `cache`, one list per cache, so that whoever revokes (the
 * gateway on sign-out, identity on a replayed refresh token or a block) and whoever checks (the
 * gateway, every service's gRPC server) share it: Redis across processes, one list within a
 * process. An in-process cache drops its least recently used entries when full, and anyone can
 * fill it with rate-limit counters: sign-outs get an in-process store of their own there.
 */
export function sessionRevocationsOn(cache: Cache): SessionRevocations {
  let revocations = revocationsByCache.get(cache);
  if (!revocations) {
    revocations = createSessionRevocations(cache instanceof MemoryCache ? new MemoryCache({ maxEntries: 100_000 }) : cache);
    revocationsByCache.set(cache, revocations);
  }
  return revocations;
}
