import { ApiError, apiClient } from '@/lib/api-client';
import type { LoginBody } from '@shop/contracts';
import type { AuthResult } from '../types';
import { parseAuthResult } from '../utils/parse-user';

/** The body of POST /auth/login. */
export type LoginInput = LoginBody;

/** POST /auth/login: password sign-in (demo and local accounts). */
export async function login(input: LoginInput): Promise<AuthResult> {
  const { data } = await apiClient.post<unknown>('/auth/login', input, {
    auth: false,
    fallbackMessage: 'Sign-in failed. Please try again.',
  });
  const result = parseAuthResult(data);
  if (!result) throw new ApiError('Sign-in failed. Please try again.', 200);
  return result;
}
