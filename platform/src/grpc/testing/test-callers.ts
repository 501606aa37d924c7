// Test support: the keys and secret of a made-up shop, to start gRPC servers that verify
// callers and to make the tokens callers present (genuine, forged, expired).
import { randomBytes } from 'node:crypto';
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey, type JSONWebKeySet } from 'jose';
import { ACCESS_TOKEN_ALGORITHM, ACCESS_TOKEN_AUDIENCE, ACCESS_TOKEN_ISSUER, type UserRole } from '../../auth/access-token';
import { createAccessTokenVerifier } from '../../auth/access-token-verifier';
import { SERVICE_TOKEN_ALGORITHM, SERVICE_TOKEN_AUDIENCE, createServiceTokens } from '../../auth/service-tokens';
import type { GrpcProcessIdentity } from '../grpc-process';
import type { GrpcTls } from '../grpc-tls';

export interface TestUser {
  userId: string;
  role?: UserRole;
  email?: string;
}

export interface TokenTiming {
  /** Seconds from now; negative for a token that has already expired. Default 900. */
  expiresInSeconds?: number;
}

export interface TestCallers {
  /** The public keys servers trust for access tokens, as identity publishes them. */
  jwks: JSONWebKeySet;
  /** The shared SERVICE_TOKEN_SECRET. */
  serviceSecret: string;
  /** A process identity that trusts these keys and secret, as runServiceProcess would configure it. */
  identity(name: string, tls?: GrpcTls): GrpcProcessIdentity;
  /** An access token identity would issue for the user (role USER unless given). */
  userToken(user: TestUser, timing?: TokenTiming): Promise<string>;
  /** The same claims signed with a key nobody trusts, under the trusted key's id. */
  forgedUserToken(user: TestUser): Promise<string>;
  /** A service token for `name`, signed with the shared secret (or `secret`). */
  serviceToken(name: string, options?: TokenTiming & { secret?: string }): Promise<string>;
}

async function signingKey(kid: string): Promise<{ privateKey: CryptoKey; jwks: JSONWebKeySet }> {
  const { privateKey, publicKey } = await generateKeyPair(ACCESS_TOKEN_ALGORITHM, { extractable: true });
  return { privateKey, jwks: { keys: [{ ...(await exportJWK(publicKey)), kid, alg: ACCESS_TOKEN_ALGORITHM, use: 'sig' }] } };
}

export async function createTestCallers(): Promise<TestCallers> {
  const kid = 'test-key';
  const trusted = await signingKey(kid);
  const stranger = await signingKey(kid);
  const serviceSecret = randomBytes(32).toString('base64url');
  const now = () => Math.floor(Date.now() / 1000);

  const sign = (key: CryptoKey, user: TestUser, { expiresInSeconds = 900 }: TokenTiming = {}) =>
    new SignJWT({ role: user.role ?? 'USER', email: user.email ?? `${user.userId}@devshop.test` })
      .setProtectedHeader({ alg: ACCESS_TOKEN_ALGORITHM, kid, typ: 'JWT' })
      .setSubject(user.userId)
      .setIssuer(ACCESS_TOKEN_ISSUER)
      .setAudience(ACCESS_TOKEN_AUDIENCE)
      .setIssuedAt(now() + Math.min(0, expiresInSeconds) - 60)
      .setExpirationTime(now() + expiresInSeconds)
      .sign(key);

  return {
    jwks: trusted.jwks,
    serviceSecret,
    identity: (name, tls) => ({
      name,
      serviceTokens: createServiceTokens({ name, secret: serviceSecret }),
      accessTokens: createAccessTokenVerifier(async () => trusted.jwks),
      ...(tls ? { tls } : {}),
    }),
    userToken: (user, timing) => sign(trusted.privateKey, user, timing),
    forgedUserToken: (user) => sign(stranger.privateKey, user),
    serviceToken: (name, { expiresInSeconds = 60, secret = serviceSecret } = {}) =>
      new SignJWT({})
        .setProtectedHeader({ alg: SERVICE_TOKEN_ALGORITHM, typ: 'JWT' })
        .setSubject(name)
        .setAudience(SERVICE_TOKEN_AUDIENCE)
        .setIssuedAt(now() + Math.min(0, expiresInSeconds) - 1)
        .setExpirationTime(now() + expiresInSeconds)
        .sign(new TextEncoder().encode(secret)),
  };
}
