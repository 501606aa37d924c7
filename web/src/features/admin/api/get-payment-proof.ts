import { translate } from '@/lib/i18n/use-t';
import { getAccessToken } from '@/lib/storage';

export const proofLoadFailed = () => translate('admin.api.proofFailed');

/**
 * GET the proof screenshot (private: the order's owner or an admin) with the bearer token. An
 * <img src> cannot carry the token, so the screen shows the bytes through an object URL.
 */
export async function getPaymentProof(proofUrl: string, signal?: AbortSignal): Promise<Blob> {
  const token = getAccessToken();
  let response: Response;
  try {
    response = await fetch(proofUrl, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      credentials: 'same-origin',
      signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new Error(proofLoadFailed(), { cause });
  }
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || !type.startsWith('image/')) throw new Error(proofLoadFailed());
  return response.blob();
}
