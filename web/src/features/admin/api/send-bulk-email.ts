import type { BulkEmailBody } from '@shop/contracts';
import { apiClient, ApiError } from '@/lib/api-client';
import { contractSchema } from '@/lib/contract-schema';
import { translate } from '@/lib/i18n/use-t';

export const bulkEmailFailed = () => translate('admin.api.bulkFailed');

/** 'Bulk email sent successfully! {count} emails sent to subscribers.' (SPEC section 8), in the current language. */
export function bulkEmailSent(count: number): string {
  return translate('admin.bulk.sent', { count });
}

/**
 * POST /newsletter/bulk-email: the server queues one message per active subscriber and answers
 * with the number queued. Rejects with the server's message, 'Failed to send bulk email', or
 * on a network failure 'Failed to send bulk email. Please try again.'.
 */
export async function sendBulkEmail(email: BulkEmailBody): Promise<{ successCount: number; message: string }> {
  try {
    const { data } = await apiClient.post('/newsletter/bulk-email', email, {
      fallbackMessage: bulkEmailFailed(),
      schema: contractSchema('bulkEmailResultSchema'),
    });
    const { successCount } = data;
    // The server's confirmation is SPEC's English sentence with the same count: shown in the admin's language.
    return { successCount, message: bulkEmailSent(successCount) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 0) throw new ApiError(translate('admin.api.bulkNetworkFailed'), 0);
    throw error;
  }
}
