import { createHash, randomBytes } from 'node:crypto';
import type { OpaqueTokens } from '../../core/ports/opaque-tokens.port';

/** 32 random bytes, base64url; stored as their SHA-256 (base64url). */
export class CryptoOpaqueTokens implements OpaqueTokens {
  generate(): string {
    return randomBytes(32).toString('base64url');
  }

  digest(token: string): string {
    return createHash('sha256').update(token, 'utf8').digest('base64url');
  }
}
