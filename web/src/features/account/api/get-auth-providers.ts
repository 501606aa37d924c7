import { apiClient } from '@/lib/api-client';
import { contractSchema } from '@/lib/contract-schema';
import { translate } from '@/lib/i18n/use-t';
import type { AuthProviders } from '../types';

/** GET /auth/providers: which sign-in methods this server offers. */
export async function getAuthProviders(signal?: AbortSignal): Promise<AuthProviders> {
  const { data } = await apiClient.get('/auth/providers', {
    auth: false,
    signal,
    fallbackMessage: translate('account.api.providersFailed'),
    schema: contractSchema('authProvidersSchema'),
  });
  return data;
}
