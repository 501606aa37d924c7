import { AppError } from '@shop/domain';
import type { ProfileChanges, UserView } from '../../api/identity-api';
import { IDENTITY_MESSAGES } from '../identity-messages';
import type { IdentityPorts } from '../identity-ports';
import { cleanProfileChanges } from '../user/profile-rules';
import { userSearchPrefixes } from '../user/search-prefixes';
import { defaultAddress, toUserView, type UserPatch } from '../user/user';

/** Names, phone, address and language; the e-mail is read-only. */
export class UpdateProfile {
  constructor(private readonly deps: Pick<IdentityPorts, 'users' | 'clock'>) {}

  async execute(userId: string, changes: ProfileChanges): Promise<UserView> {
    const { users, clock } = this.deps;
    const current = typeof userId === 'string' ? await users.findById(userId) : null;
    if (!current) throw new AppError('not_found', IDENTITY_MESSAGES.userNotFound);
    const clean = cleanProfileChanges(changes ?? {});
    const patch: UserPatch = { updatedAt: clock.now().toISOString() };
    if (clean.firstName !== undefined) patch.firstName = clean.firstName;
    if (clean.lastName !== undefined) patch.lastName = clean.lastName;
    if (clean.phone !== undefined) patch.phone = clean.phone;
    if (clean.language !== undefined) patch.language = clean.language;
    if (clean.address) patch.address = { ...defaultAddress(), ...current.address, ...clean.address };
    if (patch.firstName !== undefined || patch.lastName !== undefined) {
      patch.searchPrefixes = userSearchPrefixes({ ...current, ...patch });
    }
    const updated = await users.update(current.id, patch);
    if (!updated) throw new AppError('not_found', IDENTITY_MESSAGES.userNotFound);
    return toUserView(updated);
  }
}
