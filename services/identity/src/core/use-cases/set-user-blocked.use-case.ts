import { AppError } from '@shop/domain';
import type { UserView } from '../../api/identity-api';
import { IDENTITY_MESSAGES } from '../identity-messages';
import type { IdentityPorts } from '../identity-ports';
import { endAccessTokensOf } from '../session/end-sessions';
import { toUserView } from '../user/user';

/**
 * An admin blocks or unblocks a user; blocking ends every session of that user at once, their
 * access tokens included, wherever they are presented.
 */
export class SetUserBlocked {
  constructor(private readonly deps: Pick<IdentityPorts, 'users' | 'refreshTokens' | 'sessionRevocations' | 'clock'>) {}

  async execute(input: { userId: string; blocked: boolean; actorId: string }): Promise<UserView> {
    const { users, refreshTokens, clock } = this.deps;
    const actor = typeof input.actorId === 'string' ? await users.findById(input.actorId) : null;
    if (!actor || actor.role !== 'ADMIN' || actor.isBlocked) throw new AppError('forbidden', IDENTITY_MESSAGES.adminRequired);
    const user = typeof input.userId === 'string' ? await users.findById(input.userId) : null;
    if (!user) throw new AppError('not_found', IDENTITY_MESSAGES.userNotFound);
    const blocked = input.blocked === true;
    if (blocked && user.role === 'ADMIN') throw new AppError('invalid', IDENTITY_MESSAGES.adminCannotBeBlocked);
    const now = clock.now().toISOString();
    const updated = await users.update(user.id, { isBlocked: blocked, updatedAt: now });
    if (!updated) throw new AppError('not_found', IDENTITY_MESSAGES.userNotFound);
    if (blocked) await endAccessTokensOf(this.deps, await refreshTokens.revokeAllForUser(user.id, now));
    return toUserView(updated);
  }
}
