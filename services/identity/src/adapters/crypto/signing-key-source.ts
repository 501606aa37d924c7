import { createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes, type JsonWebKey, type KeyObject } from 'node:crypto';
import { chmod, link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { calculateJwkThumbprint } from 'jose';
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

/**
 * The generated key file, created once with mode 0600. Concurrent first starts each write a
 * complete temporary file and hard-link it into place; link fails for all but the first, and
 * every process then uses the file that won.
 */
async function keptSigningKey(path: string): Promise<SigningKey> {
  const existing = await readKeyFile(path);
  if (existing !== null) return signingKeyFrom(existing, path);
  await mkdir(dirname(path), { recursive: true, mode: 0o700 });
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = privateKey.export({ format: 'jwk' });
  const kid = await calculateJwkThumbprint({ kty: 'EC', crv: jwk.crv!, x: jwk.x!, y: jwk.y! });
  const text = `${JSON.stringify({ ...jwk, kid, alg: ACCESS_TOKEN_ALGORITHM, use: 'sig' }, null, 2)}\n`;
  await createExclusively(path, text);
  const kept = await readKeyFile(path);
  if (kept === null) throw new Error(`${path} vanished while it was being created`);
  return signingKeyFrom(kept, path);
}

async function createExclusively(path: string, text: string): Promise<void> {
  const temporary = `${path}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, text, { mode: 0o600, flag: 'wx' });
  try {
    await link(temporary, path);
  } catch (error) {
    if (errorCode(error) !== 'EEXIST') throw error;
  } finally {
    await unlink(temporary).catch(() => {});
  }
}

async function readKeyFile(path: string): Promise<string | null> {
  try {
    const text = (await readFile(path, 'utf8')).trim();
    await chmod(path, 0o600).catch(() => {}); // keep it private even if someone loosened it
    return text;
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return null;
    throw error;
  }
}

function errorCode(error: unknown): unknown {
  return (error as { code?: unknown } | null)?.code;
}
