/**
 * The access token identity signs and every other process verifies: the claims and the
 * pinned issuer, audience and algorithm, declared once for both sides.
 */
export type UserRole = 'ADMIN' | 'USER';

/** Claims of an access token (ES256, 15 minutes). */
export interface AccessTokenClaims {
  sub: string;
  role: UserRole;
  email: string;
  /**
   * The session (identity's refresh-token family) the token was issued in, kept through
   * refreshes; signing out revokes it. Identity always sets it; a token without one (issued
   * before sessions were named, at most 15 minutes before an upgrade) still verifies, but
   * cannot be revoked before it expires.
   */
  sid?: string;
}

/** What a verifier returns: the claims and when the token expires (seconds since the epoch). */
export interface VerifiedAccessToken extends AccessTokenClaims {
  exp: number;
}

export const ACCESS_TOKEN_ISSUER = 'devshop-identity';
export const ACCESS_TOKEN_AUDIENCE = 'devshop';
export const ACCESS_TOKEN_ALGORITHM = 'ES256';
