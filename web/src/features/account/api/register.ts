import type { RegisterBody } from '@shop/contracts';
import { apiClient } from '@/lib/api-client';
import { contractSchema } from '@/lib/contract-schema';
import { translate } from '@/lib/i18n/use-t';
import type { AuthResult } from '../types';

/** The body of POST /auth/register. */
export type RegisterInput = RegisterBody;

/** POST /auth/register: creates a local account and signs it in. */
export async function register(input: RegisterInput): Promise<AuthResult> {
  const { data } = await apiClient.post('/auth/register', input, {
    auth: false,
    fallbackMessage: translate('account.register.failed'),
    schema: contractSchema('sessionSchema'),
  });
  return data;
}
