import { useT } from '@/lib/i18n/use-t';
import { updateProfile } from '../api/update-profile';
import { saveUser } from '../stores/session-store';
import type { ProfileChanges } from '../types';
import { useFormSubmission } from './use-form-submission';

async function saveProfile(changes: ProfileChanges): Promise<void> {
  saveUser(await updateProfile(changes));
}

/** Profile update: PATCH /users/me, then the stored user is replaced by the server's answer. */
export function useProfileUpdate() {
  const t = useT();
  const { submit, ...state } = useFormSubmission(saveProfile, t('account.api.profileFailed'));
  return { ...state, save: submit };
}
