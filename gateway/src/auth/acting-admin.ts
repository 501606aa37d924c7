import type { Response } from 'express';
import type { AuditActor } from '@shop/contracts';
import { currentUser } from './current-user';

/**
 * The admin making a change, as the audit trail records them: the id and e-mail of the account
 * the auth guard verified (token, then live account), never a field of the request.
 */
export function actingAdmin(res: Response): AuditActor {
  const user = currentUser(res);
  return { userId: user.id, email: user.email };
}
