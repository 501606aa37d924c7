import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_AUDIENCE, ACCESS_TOKEN_ISSUER } from './access-token';
import { createAccessTokenVerifier } from './access-token-verifier';

async function keyPair(kid: string) {
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' };
  return { privateKey, jwk };
}

const claims = { role: 'USER', email: 'shopper@devshop.rw' };
const sign = (key: Awaited<ReturnType<typeof generateKeyPair>>['privateKey'] | Uint8Array, kid: string, alg = 'ES256', overrides: { iss?: string; exp?: string } = {}) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg, kid })
    .setSubject('65a1b2c3d4e5f60718293a4b')
    .setIssuer(overrides.iss ?? ACCESS_TOKEN_ISSUER)
    .setAudience(ACCESS_TOKEN_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(overrides.exp ?? '15m')
    .sign(key);

describe('access token verification', () => {
  it('accepts an ES256 token from the published key and returns its claims', async () => {
    const { privateKey, jwk } = await keyPair('k1');
    const verify = createAccessTokenVerifier(async () => ({ keys: [jwk] }));
    expect(await verify(await sign(privateKey, 'k1'))).toEqual({ sub: '65a1b2c3d4e5f60718293a4b', ...claims, exp: expect.any(Number) });
  });

  it('rejects HS256 signed with the public key, alg none, a foreign issuer and an expired token', async () => {
    const { privateKey, jwk } = await keyPair('k1');
    const verify = createAccessTokenVerifier(async () => ({ keys: [jwk] }));
    const hs256 = await sign(new TextEncoder().encode(JSON.stringify(jwk)), 'k1', 'HS256');
    const valid = await sign(privateKey, 'k1');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', kid: 'k1' })).toString('base64url')}.${valid.split('.')[1]}.`;
    expect(await verify(hs256)).toBeNull();
    expect(await verify(none)).toBeNull();
    expect(await verify(await sign(privateKey, 'k1', 'ES256', { iss: 'someone-else' }))).toBeNull();
    expect(await verify(await sign(privateKey, 'k1', 'ES256', { exp: '-1m' }))).toBeNull();
    expect(await verify('not.a.token')).toBeNull();
  });

  it('returns the session id and expiry; refuses a malformed session id and a token that never expires', async () => {
    const { privateKey, jwk } = await keyPair('k1');
    const verify = createAccessTokenVerifier(async () => ({ keys: [jwk] }));
    const signWith = (extra: Record<string, unknown>, expires = true) => {
      const jwt = new SignJWT({ ...claims, ...extra })
        .setProtectedHeader({ alg: 'ES256', kid: 'k1' })
        .setSubject('65a1b2c3d4e5f60718293a4b')
        .setIssuer(ACCESS_TOKEN_ISSUER)
        .setAudience(ACCESS_TOKEN_AUDIENCE)
        .setIssuedAt();
      return (expires ? jwt.setExpirationTime('15m') : jwt).sign(privateKey);
    };
    expect(await verify(await signWith({ sid: 'family-1' }))).toMatchObject({ sid: 'family-1', exp: expect.any(Number) });
    expect(await verify(await signWith({}))).not.toHaveProperty('sid');
    expect(await verify(await signWith({ sid: 42 }))).toBeNull();
    expect(await verify(await signWith({ sid: '' }))).toBeNull();
    expect(await verify(await signWith({ sid: 'family-1' }, false))).toBeNull();
  });

  it('reloads the keys once when a token names a key it has not seen (rotation)', async () => {
    const first = await keyPair('k1');
    const second = await keyPair('k2');
    let published = [first.jwk];
    let loads = 0;
    const verify = createAccessTokenVerifier(
      async () => {
        loads += 1;
        return { keys: published };
      },
      { minReloadIntervalMs: 0 },
    );
    expect(await verify(await sign(first.privateKey, 'k1'))).not.toBeNull();
    published = [first.jwk, second.jwk];
    expect(await verify(await sign(second.privateKey, 'k2'))).not.toBeNull();
    expect(loads).toBe(2);
  });
});
