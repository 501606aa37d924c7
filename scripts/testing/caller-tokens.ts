// Test support: the tokens an attacker could present, made from a genuine one: the same claims
// with the role raised and signed by a key of their own (under the real key's id), the genuine
// signature over edited claims, and an unsigned token.
import { randomBytes } from 'node:crypto';
import { SignJWT, decodeJwt, decodeProtectedHeader, generateKeyPair } from 'jose';
import { createServiceTokens } from '@shop/platform/auth';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** `genuine`'s claims as an admin `userId` would have them. */
function raisedClaims(genuine: string, userId: string) {
  return { ...decodeJwt(genuine), sub: userId, role: 'ADMIN' };
}

/** Signed with a freshly made key nobody trusts, under the genuine key's id. */
export async function forgedAdminToken(genuine: string, userId: string): Promise<string> {
  const header = decodeProtectedHeader(genuine);
  const { privateKey } = await generateKeyPair('ES256');
  return new SignJWT(raisedClaims(genuine, userId))
    .setProtectedHeader({ alg: 'ES256', ...(header.kid ? { kid: header.kid } : {}), typ: 'JWT' })
    .sign(privateKey);
}

/** The genuine header and signature around claims edited to say ADMIN. */
export function tamperedAdminToken(genuine: string, userId: string): string {
  const [header, , signature] = genuine.split('.');
  return `${header}.${base64url(raisedClaims(genuine, userId))}.${signature}`;
}

/** `alg: none`, no signature. */
export function unsignedAdminToken(genuine: string, userId: string): string {
  const { kid } = decodeProtectedHeader(genuine);
  return `${base64url({ alg: 'none', kid, typ: 'JWT' })}.${base64url(raisedClaims(genuine, userId))}.`;
}

/** A service token of `name` signed with `secret` (the shop's, or any other). */
export function serviceTokenOf(name: string, secret: string): () => Promise<string> {
  const tokens = createServiceTokens({ name, secret });
  return () => tokens.current();
}

export const strangeSecret = () => randomBytes(48).toString('base64url');
