import { apiBase, apiClient, ApiError } from '@/lib/api-client';
import { translate } from '@/lib/i18n/use-t';
import { getAccessToken } from '@/lib/storage';

export const exportFailed = () => translate('admin.api.exportFailed');
const FALLBACK_NAME = 'subscribers.csv';

export interface CsvFile {
  blob: Blob;
  filename: string;
}

/** The file name of a Content-Disposition header (plain or RFC 5987 form). */
export function filenameOf(disposition: string | null): string {
  if (!disposition) return FALLBACK_NAME;
  const encoded = /filename\*\s*=\s*(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // a malformed encoding: fall through to the plain form
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/i.exec(disposition)?.[1]?.trim() || FALLBACK_NAME;
}

async function download(token: string | null): Promise<Response> {
  try {
    return await fetch(`${apiBase}/newsletter/subscribers/export`, {
      headers: { Accept: 'text/csv', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(exportFailed(), 0);
  }
}

async function messageOf(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: string };
    return body.message || exportFailed();
  } catch {
    return exportFailed();
  }
}

/**
 * GET /newsletter/subscribers/export with the bearer token, as a file (a link cannot carry the
 * token). A 401 means the access token has expired: a light JSON call through the api client
 * renews the session, then the download is tried once more.
 */
export async function exportSubscribers(): Promise<CsvFile> {
  let response = await download(getAccessToken());
  if (response.status === 401) {
    await apiClient.get('/newsletter/subscribers', { query: { page: 1, limit: 1 }, fallbackMessage: exportFailed() });
    response = await download(getAccessToken());
  }
  if (!response.ok) throw new ApiError(await messageOf(response), response.status);
  return { blob: await response.blob(), filename: filenameOf(response.headers.get('content-disposition')) };
}
