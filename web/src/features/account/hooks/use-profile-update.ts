import { useCallback, useState } from 'react';
import { ApiError, type FieldError } from '@/lib/api-client';
import { updateProfile } from '../api/update-profile';
import { saveUser } from '../stores/session-store';
import type { ProfileChanges } from '../types';

interface ProfileUpdateState {
  pending: boolean;
  error: string | null;
  fieldErrors: FieldError[];
}

const idle: ProfileUpdateState = { pending: false, error: null, fieldErrors: [] };

/** Profile update: PATCH /users/me, then the stored user is replaced by the server's answer. */
export function useProfileUpdate() {
  const [state, setState] = useState<ProfileUpdateState>(idle);

  const save = useCallback(async (changes: ProfileChanges): Promise<boolean> => {
    setState({ pending: true, error: null, fieldErrors: [] });
    try {
      saveUser(await updateProfile(changes));
      setState(idle);
      return true;
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      setState({
        pending: false,
        error: apiError?.message || 'Failed to update your profile. Please try again.',
        fieldErrors: apiError?.errors ?? [],
      });
      return false;
    }
  }, []);

  const reset = useCallback(() => setState(idle), []);
  return { ...state, save, reset };
}
