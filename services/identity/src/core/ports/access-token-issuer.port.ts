import type { AccessTokenClaims, PublicJwk } from '../../api/identity-api';

/** Signs short-lived access tokens and publishes the keys that verify them. */
export interface AccessTokenIssuer {
  issue(claims: AccessTokenClaims): Promise<string>;
  jwks(): { keys: PublicJwk[] };
}
