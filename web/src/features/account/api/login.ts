import type { LoginBody } from '@shop/contracts';
import { apiClient } from '@/lib/api-client';
import { contractSchema } from '@/lib/contract-schema';
import { translate } from '@/lib/i18n/use-t';
import type { AuthResult } from '../types';

/** The body of POST /auth/login. */
export type LoginInput = LoginBody;

/** POST /auth/login: password sign-in (demo and local accounts). */
export async function login(input: LoginInput): Promise<AuthResult> {
  const { data } = await apiClient.post('/auth/login', input, {
    auth: false,
    fallbackMessage: translate('account.signIn.failed'),
    schema: contractSchema('sessionSchema'),
  });
  return data;
}
