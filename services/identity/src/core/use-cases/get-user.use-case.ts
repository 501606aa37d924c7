import { AppError } from '@shop/domain';
import type { UserView } from '../../api/identity-api';
import { IDENTITY_MESSAGES } from '../identity-messages';
import type { IdentityPorts } from '../identity-ports';
import { toUserView } from '../user/user';

export class GetUser {
  constructor(private readonly deps: Pick<IdentityPorts, 'users'>) {}

  async execute(userId: string): Promise<UserView> {
    const user = typeof userId === 'string' ? await this.deps.users.findById(userId) : null;
    if (!user) throw new AppError('not_found', IDENTITY_MESSAGES.userNotFound);
    return toUserView(user);
  }
}
