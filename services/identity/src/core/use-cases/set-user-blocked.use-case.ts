import { AppError } from '@shop/domain';
import type { UserView } from '../../api/identity-api';
import type { AuditRecord } from '../audit/audit-chain';
import { IDENTITY_MESSAGES } from '../identity-messages';
import type { IdentityPorts } from '../identity-ports';
import { endAccessTokensOf } from '../session/end-sessions';
import type { UserRecord } from '../user/user';
import { toUserView } from '../user/user';
import { RecordAuditEntry } from './record-audit-entry.use-case';

type Deps = Pick<
  IdentityPorts,
  'users' | 'refreshTokens' | 'sessionRevocations' | 'clock' | 'audit' | 'unitOfWork' | 'sha256' | 'newId' | 'requestOrigin'
>;

/**
 * An admin blocks or unblocks a user; blocking ends every session of that user at once, their
 * access tokens included, wherever they are presented. A change is recorded in the audit trail
 * (user.blocked or user.unblocked) in the same transaction; asking for the state a user is
 * already in changes nothing and records nothing.
 */
export class SetUserBlocked {
  private readonly recorder: RecordAuditEntry;

  constructor(private readonly deps: Deps) {
    this.recorder = new RecordAuditEntry(deps);
  }

  async execute(input: { userId: string; blocked: boolean; actorId: string }): Promise<UserView> {
    const { users, refreshTokens, clock } = this.deps;
    const actor = typeof input.actorId === 'string' ? await users.findById(input.actorId) : null;
    if (!actor || actor.role !== 'ADMIN' || actor.isBlocked) throw new AppError('forbidden', IDENTITY_MESSAGES.adminRequired);
    const user = typeof input.userId === 'string' ? await users.findById(input.userId) : null;
    if (!user) throw new AppError('not_found', IDENTITY_MESSAGES.userNotFound);
    const blocked = input.blocked === true;
    if (blocked && user.role === 'ADMIN') throw new AppError('invalid', IDENTITY_MESSAGES.adminCannotBeBlocked);
    const now = clock.now().toISOString();
    const { value: updated } = await this.recorder.within(async () => {
      const changed = await users.update(user.id, { isBlocked: blocked, updatedAt: now });
      if (!changed) throw new AppError('not_found', IDENTITY_MESSAGES.userNotFound);
      return { value: changed, record: user.isBlocked === blocked ? undefined : this.recordOf(actor, user, blocked, now) };
    });
    if (blocked) await endAccessTokensOf(this.deps, await refreshTokens.revokeAllForUser(user.id, now));
    return toUserView(updated);
  }

  private recordOf(actor: UserRecord, user: UserRecord, blocked: boolean, at: string): AuditRecord {
    return {
      at,
      actor: { userId: actor.id, email: actor.email },
      action: blocked ? 'user.blocked' : 'user.unblocked',
      target: { type: 'user', id: user.id, label: user.email },
      changes: [{ field: 'isBlocked', before: user.isBlocked, after: blocked }],
      ...this.deps.requestOrigin(),
      service: 'identity',
    };
  }
}
