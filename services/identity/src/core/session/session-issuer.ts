import { addDays } from '@shop/domain';
import { ACCESS_TOKEN_TTL_SECONDS, type AuthResult } from '../../api/identity-api';
import { REFRESH_TOKEN_TTL_DAYS } from '../identity-messages';
import type { IdentityPorts } from '../identity-ports';
import { toUserView, type UserRecord } from '../user/user';

/**
 * Issues an access token and a refresh token; a new sign-in starts a new refresh-token family.
 * The family id is the session id (`sid`) of every access token issued in it, so signing out
 * can revoke the session's access tokens as well as its refresh tokens.
 */
export class SessionIssuer {
  constructor(private readonly deps: Pick<IdentityPorts, 'refreshTokens' | 'accessTokens' | 'opaqueTokens' | 'clock'>) {}

  async start(user: UserRecord): Promise<AuthResult> {
    await this.deps.refreshTokens.deleteExpired(user.id, this.deps.clock.now().toISOString());
    return this.issue(user, this.deps.opaqueTokens.generate());
  }

  /** The next session of a rotated refresh token, in the same family. */
  continue(user: UserRecord, familyId: string): Promise<AuthResult> {
    return this.issue(user, familyId);
  }

  private async issue(user: UserRecord, familyId: string): Promise<AuthResult> {
    const { refreshTokens, accessTokens, opaqueTokens, clock } = this.deps;
    const now = clock.now();
    const refreshToken = opaqueTokens.generate();
    await refreshTokens.add({
      hash: opaqueTokens.digest(refreshToken),
      familyId,
      userId: user.id,
      createdAt: now.toISOString(),
      expiresAt: addDays(now, REFRESH_TOKEN_TTL_DAYS).toISOString(),
      usedAt: null,
      revokedAt: null,
    });
    const accessToken = await accessTokens.issue({ sub: user.id, role: user.role, email: user.email, sid: familyId });
    return { user: toUserView(user), accessToken, refreshToken, expiresIn: ACCESS_TOKEN_TTL_SECONDS };
  }
}
