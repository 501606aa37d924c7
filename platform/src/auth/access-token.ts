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
}

export const ACCESS_TOKEN_ISSUER = 'devshop-identity';
export const ACCESS_TOKEN_AUDIENCE = 'devshop';
export const ACCESS_TOKEN_ALGORITHM = 'ES256';
