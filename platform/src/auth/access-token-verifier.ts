import { createLocalJWKSet, errors, jwtVerify, type JSONWebKeySet } from 'jose';
import {
  ACCESS_TOKEN_ALGORITHM,
  ACCESS_TOKEN_AUDIENCE,
  ACCESS_TOKEN_ISSUER,
  type AccessTokenClaims,
} from './access-token';

export type AccessTokenVerifier = (token: string) => Promise<AccessTokenClaims | null>;

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

  const verifyWith = async (token: string, reload: boolean): Promise<AccessTokenClaims | null> => {
    const { payload } = await jwtVerify(token, await keys(reload), {
      algorithms: [ACCESS_TOKEN_ALGORITHM],
      issuer: ACCESS_TOKEN_ISSUER,
      audience: ACCESS_TOKEN_AUDIENCE,
    });
    const { sub, role, email } = payload as Partial<AccessTokenClaims>;
    if (typeof sub !== 'string' || (role !== 'ADMIN' && role !== 'USER') || typeof email !== 'string') return null;
    return { sub, role, email };
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
