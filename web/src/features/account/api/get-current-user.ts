import { apiClient } from '@/lib/api-client';
import { contractSchema } from '@/lib/contract-schema';
import { translate } from '@/lib/i18n/use-t';
import type { User } from '../types';

/**
 * GET /auth/me. With `token`, checks that token alone (no refresh on a 401), as the social
 * login return needs; without, uses the stored session.
 */
export async function getCurrentUser(options: { token?: string; signal?: AbortSignal } = {}): Promise<User> {
  const { token, signal } = options;
  const { data } = await apiClient.get('/auth/me', {
    signal,
    fallbackMessage: translate('account.api.userFailed'),
    schema: contractSchema('userAnswerSchema'),
    ...(token ? { auth: false, headers: { Authorization: `Bearer ${token}` } } : {}),
  });
  return data.user;
}
