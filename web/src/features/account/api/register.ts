import type { RegisterBody } from '@shop/contracts';
import { apiClient } from '@/lib/api-client';
import { contractSchema } from '@/lib/contract-schema';
import type { AuthResult } from '../types';

/** The body of POST /auth/register. */
export type RegisterInput = RegisterBody;

/** POST /auth/register: creates a local account and signs it in. */
export async function register(input: RegisterInput): Promise<AuthResult> {
  const { data } = await apiClient.post('/auth/register', input, {
    auth: false,
    fallbackMessage: 'Registration failed. Please try again.',
    schema: contractSchema('sessionSchema'),
  });
  return data;
}
