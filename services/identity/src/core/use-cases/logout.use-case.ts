import type { IdentityPorts } from '../identity-ports';
import { endAccessTokensOf } from '../session/end-sessions';

/** Signs out: revokes the refresh token's whole family and its access tokens. Unknown tokens are ignored. */
export class Logout {
  constructor(private readonly deps: Pick<IdentityPorts, 'refreshTokens' | 'sessionRevocations' | 'opaqueTokens' | 'clock'>) {}

  async execute(refreshToken: string): Promise<void> {
    if (typeof refreshToken !== 'string' || refreshToken === '' || refreshToken.length > 512) return;
    const { refreshTokens, opaqueTokens, clock } = this.deps;
    const token = await refreshTokens.findByHash(opaqueTokens.digest(refreshToken));
    if (!token) return;
    await refreshTokens.revokeFamily(token.familyId, clock.now().toISOString());
    await endAccessTokensOf(this.deps, [token.familyId]);
  }
}
