import type { UnitOfWork } from '@shop/platform';
import type { Sha256 } from './audit/audit-chain';
import type { AccessTokenIssuer } from './ports/access-token-issuer.port';
import type { AuditTrail } from './ports/audit-trail.port';
import type { Clock } from '@shop/domain';
import type { OpaqueTokens } from './ports/opaque-tokens.port';
import type { PasswordHasher } from './ports/password-hasher.port';
import type { AttemptCounters } from './ports/attempt-counters.port';
import type { RefreshTokenStore } from './ports/refresh-token-store.port';
import type { SessionRevocationList } from './ports/session-revocations.port';
import type { UserRepository } from './ports/user-repository.port';

/** Every port the identity core depends on; each use case takes the ones it needs. */
export interface IdentityPorts {
  users: UserRepository;
  refreshTokens: RefreshTokenStore;
  /** Shared with the gateway and the services: a family ended here ends its access tokens. */
  sessionRevocations: SessionRevocationList;
  passwords: PasswordHasher;
  accessTokens: AccessTokenIssuer;
  opaqueTokens: OpaqueTokens;
  clock: Clock;
  /** Sign-in throttling's counters. */
  attempts: AttemptCounters;
  /** The audit trail identity keeps for the whole shop, and what appending to it takes. */
  audit: AuditTrail;
  unitOfWork: UnitOfWork;
  sha256: Sha256;
  newId: () => string;
  /** The request being served, as the gateway vouched for it: its id and the client's address. */
  requestOrigin: () => { requestId?: string; clientAddress?: string };
}
