import { createHash, randomBytes } from 'node:crypto';
import type { UnsubscribeTokens } from '../../core/ports/unsubscribe-tokens.port';

/** 32 random bytes, base64url (43 characters); stored as their SHA-256 (base64url). */
export class CryptoUnsubscribeTokens implements UnsubscribeTokens {
  generate(): string {
    return randomBytes(32).toString('base64url');
  }

  digest(token: string): string {
    return createHash('sha256').update(token, 'utf8').digest('base64url');
  }
}
