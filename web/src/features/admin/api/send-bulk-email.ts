import type { BulkEmailBody } from '@shop/contracts';
import { apiClient, ApiError } from '@/lib/api-client';
import { contractSchema } from '@/lib/contract-schema';

export const BULK_EMAIL_FAILED = 'Failed to send bulk email';
export const BULK_EMAIL_NETWORK_FAILED = 'Failed to send bulk email. Please try again.';

/** 'Bulk email sent successfully! {count} emails sent to subscribers.' (SPEC section 8). */
export function bulkEmailSent(count: number): string {
  return `Bulk email sent successfully! ${count} emails sent to subscribers.`;
}

/**
 * POST /newsletter/bulk-email: the server queues one message per active subscriber and answers
 * with the number queued. Rejects with the server's message, 'Failed to send bulk email', or
 * on a network failure 'Failed to send bulk email. Please try again.'.
 */
export async function sendBulkEmail(email: BulkEmailBody): Promise<{ successCount: number; message: string }> {
  try {
    const { data, message } = await apiClient.post('/newsletter/bulk-email', email, {
      fallbackMessage: BULK_EMAIL_FAILED,
      schema: contractSchema('bulkEmailResultSchema'),
    });
    const { successCount } = data;
    return { successCount, message: message || bulkEmailSent(successCount) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 0) throw new ApiError(BULK_EMAIL_NETWORK_FAILED, 0);
    throw error;
  }
}
