import { AppError } from '@shop/domain';
import type { Logger } from '@shop/platform';
import type { AccessTokenCache } from './access-token-cache';

export interface ProviderResponse {
  status: number;
  /** The parsed JSON body; undefined when empty or not JSON. */
  body: unknown;
}

export interface ProviderHttpSettings {
  baseUrl: string;
  /** Per call. */
  timeoutMs: number;
  logger: Logger;
  /** How the log names the provider (`MoMo`, `Airtel Money`). */
  provider: string;
  /** What the caller is told when the provider cannot be used: safe, with no detail. */
  unavailableMessage: string;
  /** Sent with every call (e.g. MTN's subscription key). */
  headers?: Record<string, string>;
}

/**
 * JSON over HTTP to a payment provider. Every call times out; a network failure, and any answer
 * the caller cannot act on, becomes AppError('unavailable') with a safe message while the details
 * (never a credential) go to the log.
 */
export class ProviderHttp {
  private readonly baseUrl: string;

  constructor(private readonly settings: ProviderHttpSettings) {
    this.baseUrl = settings.baseUrl.replace(/\/+$/, '');
  }

  async send(method: string, path: string, headers: Record<string, string>, body?: string): Promise<ProviderResponse> {
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers: { ...headers, ...this.settings.headers },
        ...(body === undefined ? {} : { body }),
        signal: AbortSignal.timeout(this.settings.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      this.settings.logger.warn({ path, timedOut, error: error instanceof Error ? error.message : String(error) }, `${this.settings.provider} call failed`);
      throw new AppError('unavailable', this.settings.unavailableMessage);
    }
    return { status: response.status, body: parseJson(text) };
  }

  /**
   * A call with the bearer token; a token refused (revoked, or expired early) is renewed once.
   * The provider refusing *our* credentials is never the shopper's 401: it is 'unavailable'.
   */
  async authorised(tokens: AccessTokenCache, method: string, path: string, headers: Record<string, string>, body?: string): Promise<ProviderResponse> {
    const call = async () => this.send(method, path, { ...headers, Authorization: `Bearer ${await tokens.get()}` }, body);
    let response = await call();
    if (response.status === 401) {
      tokens.clear();
      response = await call();
    }
    if (response.status === 401 || response.status === 403) throw this.unavailable(path, response.status);
    return response;
  }

  /** Logs what went wrong and returns the error to throw. */
  unavailable(call: string, status: number, detail?: Record<string, unknown>): AppError {
    this.settings.logger.warn({ call, status, ...detail }, `${this.settings.provider} answered with an error`);
    return new AppError('unavailable', this.settings.unavailableMessage);
  }
}

/** A token lifetime as providers send it (a number, or a number in a string); `fallback` when missing. */
export function lifetimeSeconds(value: unknown, fallback: number): number {
  const seconds = Number(value);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : fallback;
}

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
