/**
 * The identity service's contract, as the gateway sees it. The same interface is served
 * in-process (direct calls) and over gRPC (`GrpcIdentityApi`); errors are `AppError`s
 * from @shop/domain (kinds: invalid, unauthenticated, forbidden, not_found, already_exists).
 */

import type { AdminUserPage, AuditEntry, AuditFilter, AuditPage, AuthProvider, ProfileChanges, Role, Session, User, UserAddress } from '@shop/contracts';

// The account types are the HTTP contract's (@shop/contracts), declared once.
export type { AuthProvider, Role, UserAddress };
/** A user as the API shows it (SPEC section 3); never carries a password hash. */
export type UserView = User;
export type AuthResult = Session;
export type UserPage = AdminUserPage;

export interface ProviderProfile {
  provider: 'google' | 'github';
  providerUserId: string;
  email: string;
  firstName: string;
  lastName: string;
  username?: string;
  avatar?: string;
}

export type { ProfileChanges };

export interface ListUsersQuery {
  page: number;
  limit: number;
  search?: string;
  role?: Role;
  status?: 'active' | 'blocked';
}

/** A public JSON Web Key (RFC 7517) that verifies access tokens. */
export interface PublicJwk {
  kty: string;
  kid: string;
  alg: string;
  use: string;
  crv?: string;
  x?: string;
  y?: string;
}

export interface IdentityApi {
  /**
   * Password sign-in (demo and local accounts). Wrong credentials: unauthenticated; blocked:
   * forbidden; too many failures (createLoginThrottle): rate_limited with `retryAfterSeconds`.
   * `client` names who is signing in (the gateway gives the shopper's address); over gRPC it is
   * believed from the shop's services only.
   */
  login(input: { email: string; password: string; client?: string }): Promise<AuthResult>;
  /** Creates a local USER account. An email already taken: already_exists. */
  register(input: { email: string; password: string; firstName: string; lastName: string }): Promise<AuthResult>;
  /** Finds the user by provider id, then by email, else creates one. Blocked: forbidden. */
  signInWithProvider(profile: ProviderProfile): Promise<AuthResult>;
  /** Rotates the refresh token. A token used twice revokes its whole family: unauthenticated. */
  refresh(refreshToken: string): Promise<AuthResult>;
  /** Revokes the refresh token's family. Unknown tokens are ignored. */
  logout(refreshToken: string): Promise<void>;
  /** not_found when absent. */
  getUser(userId: string): Promise<UserView>;
  /** Email is read-only; phone must be Rwandan. */
  updateProfile(userId: string, changes: ProfileChanges): Promise<UserView>;
  listUsers(query: ListUsersQuery): Promise<UserPage>;
  /** Accounts created on each Africa/Kigali day asked (YYYY-MM-DD, at most 62), in the order asked; the dashboard's series. */
  newUsersPerDay(days: string[]): Promise<number[]>;
  /** Admins cannot be blocked (invalid). Blocking revokes the user's refresh tokens. */
  setBlocked(input: { userId: string; blocked: boolean; actorId: string }): Promise<UserView>;
  jwks(): Promise<{ keys: PublicJwk[] }>;
  /** The audit trail (admins only, checked by the caller's route or the gRPC access table): newest first, filtered. */
  listAuditEntries(filter: AuditFilter): Promise<AuditPage>;
  /** Every entry the filters match (page and limit ignored), newest first, as it is read. */
  exportAuditEntries(filter: AuditFilter): AsyncIterable<AuditEntry>;
}

// The access token's claims, issuer, audience and algorithm are shared with every verifier.
export {
  ACCESS_TOKEN_ALGORITHM,
  ACCESS_TOKEN_AUDIENCE,
  ACCESS_TOKEN_ISSUER,
  type AccessTokenClaims,
} from '@shop/platform/auth';
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
