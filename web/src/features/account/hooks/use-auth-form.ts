import { useCallback, useState } from 'react';
import { ApiError, type FieldError } from '@/lib/api-client';
import { saveSession } from '../stores/session-store';
import type { AuthResult } from '../types';

export interface AuthFormState {
  pending: boolean;
  error: string | null;
  fieldErrors: FieldError[];
}

const idle: AuthFormState = { pending: false, error: null, fieldErrors: [] };

/**
 * Runs a sign-in or registration call and keeps the form's state: pending, the server's
 * message and its field errors. On success the session is saved (the login screen then
 * leaves for the redirect-after-login entry).
 */
export function useAuthForm<Input>(call: (input: Input) => Promise<AuthResult>, fallbackMessage: string) {
  const [state, setState] = useState<AuthFormState>(idle);

  const submit = useCallback(
    async (input: Input): Promise<boolean> => {
      setState({ pending: true, error: null, fieldErrors: [] });
      try {
        saveSession(await call(input));
        setState(idle);
        return true;
      } catch (error) {
        const apiError = error instanceof ApiError ? error : null;
        setState({
          pending: false,
          error: apiError?.message || fallbackMessage,
          fieldErrors: apiError?.errors ?? [],
        });
        return false;
      }
    },
    [call, fallbackMessage],
  );

  const reset = useCallback(() => setState(idle), []);
  return { ...state, submit, reset };
}
