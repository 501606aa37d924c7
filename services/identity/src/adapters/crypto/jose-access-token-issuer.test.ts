import { createLocalJWKSet, jwtVerify, SignJWT, UnsecuredJWT, type JWTVerifyOptions } from 'jose';
import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_AUDIENCE, ACCESS_TOKEN_ISSUER } from '../../api/identity-api';
import { TEST_PEM } from '../../testing/embedded-ports';
import { TestClock } from '../../testing/identity-test-kit';
import { JoseAccessTokenIssuer } from './jose-access-token-issuer';
import { signingKeyFrom } from './signing-key-source';

const pinned: JWTVerifyOptions = { algorithms: ['ES256'], issuer: ACCESS_TOKEN_ISSUER, audience: ACCESS_TOKEN_AUDIENCE };
const claims = { sub: '0123456789abcdef01234567', role: 'ADMIN' as const, email: 'admin@devshop.rw' };

describe('JoseAccessTokenIssuer', async () => {
  const key = await signingKeyFrom(TEST_PEM, 'test key');
  const clock = new TestClock();
  const issuer = new JoseAccessTokenIssuer(key, clock);
  const jwks = createLocalJWKSet(issuer.jwks());

  it('signs tokens that verify with the published key and expire after 15 minutes', async () => {
    const { payload, protectedHeader } = await jwtVerify(await issuer.issue(claims), jwks, pinned);
    expect(protectedHeader).toEqual({ alg: 'ES256', kid: key.kid, typ: 'JWT' });
    expect(payload).toMatchObject({ ...claims, iss: ACCESS_TOKEN_ISSUER, aud: ACCESS_TOKEN_AUDIENCE });
    expect(payload.exp).toBe(Math.floor(clock.now().getTime() / 1000) + 900);
  });

  it('carries the session id when given one', async () => {
    const { payload } = await jwtVerify(await issuer.issue({ ...claims, sid: 'family-1' }), jwks, pinned);
    expect(payload.sid).toBe('family-1');
    expect((await jwtVerify(await issuer.issue(claims), jwks, pinned)).payload).not.toHaveProperty('sid');
  });

  it('rejects a token signed with HS256 or not signed at all', async () => {
    const hs256 = await new SignJWT({ role: 'ADMIN', email: claims.email })
      .setProtectedHeader({ alg: 'HS256', kid: key.kid })
      .setSubject(claims.sub)
      .setIssuer(ACCESS_TOKEN_ISSUER)
      .setAudience(ACCESS_TOKEN_AUDIENCE)
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(JSON.stringify(issuer.jwks().keys[0])));
    await expect(jwtVerify(hs256, jwks, pinned)).rejects.toThrow();

    const none = new UnsecuredJWT({ role: 'ADMIN', email: claims.email })
      .setSubject(claims.sub)
      .setIssuer(ACCESS_TOKEN_ISSUER)
      .setAudience(ACCESS_TOKEN_AUDIENCE)
      .setExpirationTime('5m')
      .encode();
    await expect(jwtVerify(none, jwks, pinned)).rejects.toThrow();
  });

  it('rejects a token whose payload was changed', async () => {
    const [header, , signature] = (await issuer.issue({ ...claims, role: 'USER' })).split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims, iss: ACCESS_TOKEN_ISSUER, aud: ACCESS_TOKEN_AUDIENCE, exp: 9e9 })).toString('base64url');
    await expect(jwtVerify(`${header}.${forged}.${signature}`, jwks, pinned)).rejects.toThrow();
  });

  it('an expired token no longer verifies', async () => {
    const old = new JoseAccessTokenIssuer(key, new TestClock(Date.now() - 16 * 60_000));
    await expect(jwtVerify(await old.issue(claims), jwks, pinned)).rejects.toMatchObject({ code: 'ERR_JWT_EXPIRED' });
  });
});
