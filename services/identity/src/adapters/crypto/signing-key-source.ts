import { createPrivateKey, createPublicKey, generateKeyPairSync, type JsonWebKey, type KeyObject } from 'node:crypto';
import { join } from 'node:path';
import { calculateJwkThumbprint } from 'jose';
import { keptSecretFile } from '@shop/platform/auth';
import { ACCESS_TOKEN_ALGORITHM, type PublicJwk } from '../../api/identity-api';

/** The key that signs access tokens, with its public half as published in the JWKS. */
export interface SigningKey {
  kid: string;
  privateKey: KeyObject;
  publicJwk: PublicJwk;
}

export interface SigningKeySettings {
  /** JWT_PRIVATE_KEY: a P-256 private key as PKCS#8 PEM (literal `\n` accepted) or as a private JWK (JSON). */
  privateKey?: string;
  /** Where a generated key is kept when no key is configured. */
  keyDirectory: string;
}

export const SIGNING_KEY_FILE = 'jwt-signing-key.json';

/** The configured key, else the key kept under `keyDirectory`, generated on the first start. */
export async function loadSigningKey(settings: SigningKeySettings): Promise<SigningKey> {
  const configured = settings.privateKey?.trim();
  if (configured) return signingKeyFrom(configured, 'JWT_PRIVATE_KEY');
  return keptSigningKey(join(settings.keyDirectory, SIGNING_KEY_FILE));
}

/** Reads a PEM or JWK private key; the error names the source, never the key material. */
export async function signingKeyFrom(text: string, source: string): Promise<SigningKey> {
  let privateKey: KeyObject;
  let kid: string | undefined;
  try {
    if (text.startsWith('{')) {
      const jwk = JSON.parse(text) as JsonWebKey & { kid?: unknown };
      kid = typeof jwk.kid === 'string' && jwk.kid !== '' ? jwk.kid : undefined;
      privateKey = createPrivateKey({ key: jwk, format: 'jwk' });
    } else {
      privateKey = createPrivateKey({ key: text.replace(/\\n/g, '\n'), format: 'pem' });
    }
  } catch {
    throw new Error(`${source} is not a readable private key (expected PKCS#8 PEM or a private JWK)`);
  }
  if (privateKey.asymmetricKeyType !== 'ec' || privateKey.asymmetricKeyDetails?.namedCurve !== 'prime256v1') {
    throw new Error(`${source} must be a P-256 (ES256) elliptic-curve private key`);
  }
  const { kty, crv, x, y } = createPublicKey(privateKey).export({ format: 'jwk' });
  if (!kty || !crv || !x || !y) throw new Error(`${source} has no usable public key`);
  kid ??= await calculateJwkThumbprint({ kty, crv, x, y });
  return { kid, privateKey, publicJwk: { kty, crv, x, y, kid, alg: ACCESS_TOKEN_ALGORITHM, use: 'sig' } };
}

/** The generated key file, created once with mode 0600 (concurrent first starts agree on one key). */
async function keptSigningKey(path: string): Promise<SigningKey> {
  const kept = await keptSecretFile(path, async () => {
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = privateKey.export({ format: 'jwk' });
    const kid = await calculateJwkThumbprint({ kty: 'EC', crv: jwk.crv!, x: jwk.x!, y: jwk.y! });
    return JSON.stringify({ ...jwk, kid, alg: ACCESS_TOKEN_ALGORITHM, use: 'sig' }, null, 2);
  });
  return signingKeyFrom(kept, path);
}
