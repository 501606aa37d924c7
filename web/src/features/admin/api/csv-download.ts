import { apiClient, ApiError } from '@/lib/api-client';
import { getAccessToken } from '@/lib/storage';

export interface CsvFile {
  blob: Blob;
  filename: string;
}

/** The file name of a Content-Disposition header (plain or RFC 5987 form); `fallback` without one. */
export function filenameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const encoded = /filename\*\s*=\s*(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // a malformed encoding: fall through to the plain form
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/i.exec(disposition)?.[1]?.trim() || fallback;
}

async function messageOf(response: Response, failed: string): Promise<string> {
  try {
    const body = (await response.json()) as { message?: string };
    return body.message || failed;
  } catch {
    return failed;
  }
}

export interface CsvDownload {
  /** The CSV's address (with its query). */
  url: string;
  /** A light JSON call of the same area, which renews an expired session. */
  renew: { path: string; query: Record<string, string | number> };
  /** The file name when the server gives none. */
  fallbackName: string;
  /** What the admin is told when the download fails without the server's reason. */
  failed: string;
}

async function fetchCsv(url: string, token: string | null, failed: string): Promise<Response> {
  try {
    return await fetch(url, { headers: { Accept: 'text/csv', ...(token ? { Authorization: `Bearer ${token}` } : {}) }, credentials: 'same-origin' });
  } catch {
    throw new ApiError(failed, 0);
  }
}

/**
 * A CSV export with the bearer token, as a file (a link cannot carry the token). A 401 means the
 * access token has expired: the light JSON call through the api client renews the session, then
 * the download is tried once more.
 */
export async function downloadCsv({ url, renew, fallbackName, failed }: CsvDownload): Promise<CsvFile> {
  let response = await fetchCsv(url, getAccessToken(), failed);
  if (response.status === 401) {
    await apiClient.get(renew.path, { query: renew.query, fallbackMessage: failed });
    response = await fetchCsv(url, getAccessToken(), failed);
  }
  if (!response.ok) throw new ApiError(await messageOf(response, failed), response.status);
  return { blob: await response.blob(), filename: filenameOf(response.headers.get('content-disposition'), fallbackName) };
}
