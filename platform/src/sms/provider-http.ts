import { SmsSendError } from './sms.port';

/** How long a provider may take to accept a message before the attempt counts as failed (and may be retried). */
export const PROVIDER_TIMEOUT_MS = 10_000;

/**
 * Posts to an SMS provider and returns its answer's JSON. No answer, a timeout, a 5xx or a 429 may
 * pass on a later attempt (retryable); any other refusal will not. The error never carries the
 * request, whose headers hold the credentials.
 */
export async function postToProvider(provider: string, url: string, init: { headers: Record<string, string>; body: string }, timeoutMs = PROVIDER_TIMEOUT_MS): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', headers: init.headers, body: init.body, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const reason = error instanceof Error && error.name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : 'no answer';
    throw new SmsSendError(`${provider}: ${reason}`, provider, 'unavailable', { cause: error });
  }
  const text = await response.text();
  if (!response.ok) {
    const mayPass = response.status >= 500 || response.status === 429 || response.status === 408;
    throw new SmsSendError(`${provider} answered ${response.status}: ${text.slice(0, 200)}`, provider, mayPass ? 'unavailable' : 'refused');
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new SmsSendError(`${provider} answered ${response.status} with something other than JSON`, provider, 'unavailable', { cause: error });
  }
}
