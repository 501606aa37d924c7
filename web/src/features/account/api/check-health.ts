import { apiClient } from '@/lib/api-client';
import { translate } from '@/lib/i18n/use-t';

export const healthTimeoutMs = 5_000;

/** GET /health at the server root: resolves when the backend answers success, else rejects. */
export async function checkHealth(signal?: AbortSignal): Promise<void> {
  const timeout = AbortSignal.timeout(healthTimeoutMs);
  await apiClient.get('/health', {
    base: '',
    auth: false,
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    fallbackMessage: translate('account.social.unavailable'),
  });
}
