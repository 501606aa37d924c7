import { apiClient } from '@/lib/api-client';
import { contractSchema } from '@/lib/contract-schema';
import { translate } from '@/lib/i18n/use-t';
import type { ProfileChanges, User } from '../types';

/** PATCH /users/me: the editable profile fields (never the email). */
export async function updateProfile(changes: ProfileChanges): Promise<User> {
  const { data } = await apiClient.patch('/users/me', changes, {
    fallbackMessage: translate('account.api.profileFailed'),
    schema: contractSchema('userAnswerSchema'),
  });
  return data.user;
}
