import { AppError } from '@shop/domain';
import type { AuthResult } from '../../api/identity-api';
import { IDENTITY_MESSAGES } from '../identity-messages';
import type { IdentityPorts } from '../identity-ports';
import { endAccessTokensOf } from '../session/end-sessions';
import type { SessionIssuer } from '../session/session-issuer';

/** Longer than any token we issue; anything longer is not worth hashing. */
const MAX_TOKEN_LENGTH = 512;

/**
 * Rotates a refresh token: it is claimed once, atomically, and replaced by a new one in the same
 * family. Presenting a token that was already used or revoked revokes the whole family, and the
 * access tokens issued in it: either holder of the copied token may be the thief.
 */
export class RefreshSession {
  constructor(
    private readonly deps: Pick<IdentityPorts, 'users' | 'refreshTokens' | 'sessionRevocations' | 'opaqueTokens' | 'clock'> & {
      sessions: SessionIssuer;
    },
  ) {}

  async execute(refreshToken: string): Promise<AuthResult> {
    const { users, refreshTokens, opaqueTokens, clock, sessions } = this.deps;
    if (typeof refreshToken !== 'string' || refreshToken === '' || refreshToken.length > MAX_TOKEN_LENGTH) throw expired();
    const hash = opaqueTokens.digest(refreshToken);
    const now = clock.now().toISOString();
    const claimed = await refreshTokens.claim(hash, now);
    if (!claimed) {
      const known = await refreshTokens.findByHash(hash);
      if (!known) throw expired();
      // Used or revoked before: someone replayed it. Expired unused tokens just fail.
      if (known.usedAt !== null || known.revokedAt !== null) {
        await refreshTokens.revokeFamily(known.familyId, now);
        await endAccessTokensOf(this.deps, [known.familyId]);
      }
      // Blocking revokes every token; their holder learns why.
      if ((await users.findById(known.userId))?.isBlocked) throw blocked();
      throw expired();
    }
    const user = await users.findById(claimed.userId);
    if (!user || user.isBlocked) {
      await refreshTokens.revokeFamily(claimed.familyId, now);
      throw user ? blocked() : expired();
    }
    return sessions.continue(user, claimed.familyId);
  }
}

function blocked(): AppError {
  return new AppError('forbidden', IDENTITY_MESSAGES.blocked);
}

function expired(): AppError {
  return new AppError('unauthenticated', IDENTITY_MESSAGES.sessionExpired);
}
