import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { chmod, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { makePrivateDir, PRIVATE_FILE_MODE } from '@shop/platform';
import type { UnsubscribeTokens } from '../../core/ports/unsubscribe-tokens.port';

/**
 * 32 random bytes, base64url (43 characters); stored as their SHA-256 (base64url). Activation
 * signatures are HMAC-SHA256 with a 32-byte secret (base64url, 43 characters).
 */
export class CryptoUnsubscribeTokens implements UnsubscribeTokens {
  /** `secret`: the HMAC key of campaign unsubscribe links; keep it across restarts or old links stop working. */
  constructor(private readonly secret: Buffer = randomBytes(32)) {}

  generate(): string {
    return randomBytes(32).toString('base64url');
  }

  digest(token: string): string {
    return createHash('sha256').update(token, 'utf8').digest('base64url');
  }

  signActivation(activationId: string): string {
    return createHmac('sha256', this.secret).update(`unsubscribe:${activationId}`, 'utf8').digest('base64url');
  }

  verifyActivation(activationId: string, signature: string): boolean {
    const expected = Buffer.from(this.signActivation(activationId), 'utf8');
    const given = Buffer.from(signature, 'utf8');
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}

/** The secret in `path`, created (owner-only) on first use, so links survive a restart. */
export async function loadOrCreateSecret(path: string): Promise<Buffer> {
  const existing = await readFile(path, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (existing !== undefined) {
    const secret = Buffer.from(existing.trim(), 'base64url');
    if (secret.length >= 32) return secret;
    throw new Error(`${path} does not hold a 32-byte secret`);
  }
  const secret = randomBytes(32);
  await makePrivateDir(dirname(path));
  // 'wx': a rival process that wrote first wins; read theirs.
  try {
    await writeFile(path, `${secret.toString('base64url')}\n`, { flag: 'wx', mode: PRIVATE_FILE_MODE });
    await chmod(path, PRIVATE_FILE_MODE);
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return loadOrCreateSecret(path);
    throw error;
  }
}
