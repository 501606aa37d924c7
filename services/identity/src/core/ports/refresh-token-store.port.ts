/**
 * Refresh tokens, stored by their hash only. Tokens issued one from another share a family;
 * a token is used once (rotation), and a family is revoked as a whole.
 */
export interface RefreshTokenRecord {
  id: string;
  hash: string;
  familyId: string;
  userId: string;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
  revokedAt: string | null;
}

export interface RefreshTokenStore {
  add(token: Omit<RefreshTokenRecord, 'id'>): Promise<void>;
  /**
   * Atomically marks the token with this hash used, if it is unused, unrevoked and unexpired
   * at `now`; returns it, or null when no such token could be claimed.
   */
  claim(hash: string, now: string): Promise<RefreshTokenRecord | null>;
  findByHash(hash: string): Promise<RefreshTokenRecord | null>;
  /** Revokes every live token of the family. */
  revokeFamily(familyId: string, now: string): Promise<void>;
  /**
   * Revokes every live token of the user; returns the families of the user's unexpired tokens,
   * revoked now or before, whose access tokens may still be in use.
   */
  revokeAllForUser(userId: string, now: string): Promise<string[]>;
  /** Drops the user's tokens that expired before `now`; they can no longer be presented. */
  deleteExpired(userId: string, now: string): Promise<void>;
}
