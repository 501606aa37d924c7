import { useCallback } from 'react';
import { saveSession } from '../stores/session-store';
import type { AuthResult } from '../types';
import { useFormSubmission, type FormSubmissionState } from './use-form-submission';

export type AuthFormState = FormSubmissionState;

/**
 * Runs a sign-in or registration call and keeps the form's state: pending, the server's
 * message and its field errors. On success the session is saved (the login screen then
 * leaves for the redirect-after-login entry).
 */
export function useAuthForm<Input>(call: (input: Input) => Promise<AuthResult>, fallbackMessage: string) {
  const signIn = useCallback(async (input: Input) => saveSession(await call(input)), [call]);
  return useFormSubmission(signIn, fallbackMessage);
}
