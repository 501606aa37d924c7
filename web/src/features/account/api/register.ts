import { ApiError, apiClient } from '@/lib/api-client';
import type { RegisterBody } from '@shop/contracts';
import type { AuthResult } from '../types';
import { parseAuthResult } from '../utils/parse-user';

/** The body of POST /auth/register. */
export type RegisterInput = RegisterBody;

/** POST /auth/register: creates a local account and signs it in. */
export async function register(input: RegisterInput): Promise<AuthResult> {
  const { data } = await apiClient.post<unknown>('/auth/register', input, {
    auth: false,
    fallbackMessage: 'Registration failed. Please try again.',
  });
  const result = parseAuthResult(data);
  if (!result) throw new ApiError('Registration failed. Please try again.', 200);
  return result;
}
