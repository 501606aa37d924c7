import { apiClient } from '@/lib/api-client';
import { contractSchema } from '@/lib/contract-schema';
import { translate } from '@/lib/i18n/use-t';
import type { AuthResult } from '../types';

/** POST /auth/refresh: swaps a refresh token for a new pair (the old one is dead afterwards). */
export async function refreshTokens(refreshToken: string): Promise<AuthResult> {
  const { data } = await apiClient.post('/auth/refresh', { refreshToken }, {
    auth: false,
    fallbackMessage: translate('account.api.sessionExpired'),
    schema: contractSchema('sessionSchema'),
  });
  return data;
}
