import { FILE_MESSAGES } from '@shop/domain';
import { ApiError, apiClient } from '@/lib/api-client';
import { translate } from '@/lib/i18n/use-t';

/** POST /orders/{id}/payment-proof, multipart `paymentProof` and `orderId` (201). */
export async function uploadPaymentProof(orderId: string, file: File): Promise<string | undefined> {
  const body = new FormData();
  body.append('orderId', orderId);
  body.append('paymentProof', file, file.name);
  try {
    const { message } = await apiClient.post<unknown>(`/orders/${encodeURIComponent(orderId)}/payment-proof`, body, {
      fallbackMessage: translate('checkout.api.proofFailed'),
    });
    return message;
  } catch (error) {
    // A proxy may refuse a large or odd file without the JSON envelope: say what the status means.
    if (error instanceof ApiError && error.errors.length === 0) {
      if (error.status === 413) throw new ApiError(FILE_MESSAGES.proofSize, 413, [{ path: 'paymentProof', message: FILE_MESSAGES.proofSize }]);
      if (error.status === 415) throw new ApiError(FILE_MESSAGES.proofType, 415, [{ path: 'paymentProof', message: FILE_MESSAGES.proofType }]);
    }
    throw error;
  }
}
