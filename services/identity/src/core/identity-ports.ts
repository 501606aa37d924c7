import type { AccessTokenIssuer } from './ports/access-token-issuer.port';
import type { Clock } from '@shop/domain';
import type { OpaqueTokens } from './ports/opaque-tokens.port';
import type { PasswordHasher } from './ports/password-hasher.port';
import type { RefreshTokenStore } from './ports/refresh-token-store.port';
import type { UserRepository } from './ports/user-repository.port';

/** Every port the identity core depends on; each use case takes the ones it needs. */
export interface IdentityPorts {
  users: UserRepository;
  refreshTokens: RefreshTokenStore;
  passwords: PasswordHasher;
  accessTokens: AccessTokenIssuer;
  opaqueTokens: OpaqueTokens;
  clock: Clock;
}
