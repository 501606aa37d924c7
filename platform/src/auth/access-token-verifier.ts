import { createLocalJWKSet, errors, jwtVerify, type JSONWebKeySet } from 'jose';
import {
  ACCESS_TOKEN_ALGORITHM,
  ACCESS_TOKEN_AUDIENCE,
  ACCESS_TOKEN_ISSUER,
  type VerifiedAccessToken,
} from './access-token';

export type AccessTokenVerifier = (token: string) => Promise<VerifiedAccessToken | null>;

/**
 * Verifies access tokens locally against identity's public keys. The algorithm is
 * pinned: `alg: none`, HS256 (even signed with the public key) and unknown keys fail.
 */
export function createAccessTokenVerifier(
  loadJwks: () => Promise<JSONWebKeySet>,
  // Unknown key ids trigger a reload at most this often, so junk tokens cannot hammer identity.
  { minReloadIntervalMs = 5_000 } = {},
): AccessTokenVerifier {
  let keySet: Promise<ReturnType<typeof createLocalJWKSet>> | undefined;
  let loadedAt = 0;
  const keys = (reload = false) => {
    if (!keySet || (reload && Date.now() - loadedAt >= minReloadIntervalMs)) {
      loadedAt = Date.now();
      keySet = loadJwks().then(createLocalJWKSet);
      keySet.catch(() => (keySet = undefined)); // a failed load is retried on the next call
    }
    return keySet;
  };

  const verifyWith = async (token: string, reload: boolean): Promise<VerifiedAccessToken | null> => {
    const { payload } = await jwtVerify(token, await keys(reload), {
      algorithms: [ACCESS_TOKEN_ALGORITHM],
      issuer: ACCESS_TOKEN_ISSUER,
      audience: ACCESS_TOKEN_AUDIENCE,
    });
    const { sub, role, email, sid, exp } = payload as Partial<VerifiedAccessToken>;
    if (typeof sub !== 'string' || (role !== 'ADMIN' && role !== 'USER') || typeof email !== 'string') return null;
    // jose has checked exp when present; a token that never expires is not one identity issued.
    if (typeof exp !== 'number') return null;
    if (sid !== undefined && (typeof sid !== 'string' || sid === '')) return null;
    return { sub, role, email, exp, ...(sid ? { sid } : {}) };
  };
  return async (token) => {
    try {
      return await verifyWith(token, false);
    } catch (error) {
      if (error instanceof errors.JWKSNoMatchingKey) {
        // Keys may have rotated since we loaded them.
        try {
          return await verifyWith(token, true);
        } catch {
          return null;
        }
      }
      if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
      throw error; // the key source failed: a 5xx, not the caller's fault
    }
  };
}
