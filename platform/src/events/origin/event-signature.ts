// Ed25519 signatures over an event's bytes as they travel. Each producing service signs with its
// own private key; consumers hold only public keys, so no consumer (and no process that merely
// reaches the broker) can sign as another service.
import { createPrivateKey, createPublicKey, generateKeyPairSync, sign, verify, type KeyObject } from 'node:crypto';

/** A private key as EVENT_SIGNING_KEY carries it: PKCS#8 DER, base64url. */
export function generateSigningKey(): string {
  return generateKeyPairSync('ed25519').privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64url');
}

export function signingKeyFrom(text: string): KeyObject {
  const key = createPrivateKey({ key: Buffer.from(text.trim(), 'base64url'), format: 'der', type: 'pkcs8' });
  if (key.asymmetricKeyType !== 'ed25519') throw new TypeError('an event signing key must be an Ed25519 key');
  return key;
}

/** The public half, as EVENT_PUBLIC_KEYS carries it: SPKI DER, base64url. */
export function publicKeyText(signingKey: KeyObject): string {
  return createPublicKey(signingKey).export({ format: 'der', type: 'spki' }).toString('base64url');
}

export function publicKeyFrom(text: string): KeyObject {
  const key = createPublicKey({ key: Buffer.from(text.trim(), 'base64url'), format: 'der', type: 'spki' });
  if (key.asymmetricKeyType !== 'ed25519') throw new TypeError('an event public key must be an Ed25519 key');
  return key;
}

/** The producer's name is signed with the bytes, so a signature cannot be moved to another producer's claim. */
function signed(producer: string, content: Buffer): Buffer {
  return Buffer.concat([Buffer.from(`${producer}\n`, 'utf8'), content]);
}

export function signEvent(signingKey: KeyObject, producer: string, content: Buffer): string {
  return sign(null, signed(producer, content), signingKey).toString('base64url');
}

export function eventSignatureValid(publicKey: KeyObject, producer: string, content: Buffer, signature: string): boolean {
  try {
    return verify(null, signed(producer, content), publicKey, Buffer.from(signature, 'base64url'));
  } catch {
    return false;
  }
}
