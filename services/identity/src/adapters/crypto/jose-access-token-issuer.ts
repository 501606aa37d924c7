import { systemClock } from '@shop/platform';
import { SignJWT } from 'jose';
import {
  ACCESS_TOKEN_ALGORITHM,
  ACCESS_TOKEN_AUDIENCE,
  ACCESS_TOKEN_ISSUER,
  ACCESS_TOKEN_TTL_SECONDS,
  type AccessTokenClaims,
  type PublicJwk,
} from '../../api/identity-api';
import type { AccessTokenIssuer } from '../../core/ports/access-token-issuer.port';
import type { Clock } from '@shop/domain';
import type { SigningKey } from './signing-key-source';

/** ES256 access tokens: `sub`, `role`, `email`, `sid`, issuer, audience and a 15-minute expiry; `kid` in the header. */
export class JoseAccessTokenIssuer implements AccessTokenIssuer {
  constructor(
    private readonly key: SigningKey,
    private readonly clock: Clock = systemClock,
  ) {}

  issue(claims: AccessTokenClaims): Promise<string> {
    const issuedAt = Math.floor(this.clock.now().getTime() / 1000);
    return new SignJWT({ role: claims.role, email: claims.email, ...(claims.sid ? { sid: claims.sid } : {}) })
      .setProtectedHeader({ alg: ACCESS_TOKEN_ALGORITHM, kid: this.key.kid, typ: 'JWT' })
      .setSubject(claims.sub)
      .setIssuer(ACCESS_TOKEN_ISSUER)
      .setAudience(ACCESS_TOKEN_AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
      .sign(this.key.privateKey);
  }

  jwks(): { keys: PublicJwk[] } {
    return { keys: [{ ...this.key.publicJwk }] };
  }
}
