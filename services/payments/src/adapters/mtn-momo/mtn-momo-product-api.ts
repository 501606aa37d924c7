import type { AppError, Clock } from '@shop/domain';
import { systemClock, type Logger } from '@shop/platform';
import { PAYMENTS_MESSAGES } from '../../core/payments-messages';
import { AccessTokenCache } from '../provider-http/access-token-cache';
import { lifetimeSeconds, ProviderHttp, type ProviderResponse } from '../provider-http/provider-http';

/** One MTN MoMo product's keys: each product (Collection, Disbursement) has its own. */
export interface MtnMomoProductKeys {
  subscriptionKey: string;
  apiUser: string;
  apiKey: string;
}

export interface MtnMomoProductApiSettings extends MtnMomoProductKeys {
  baseUrl: string;
  timeoutMs?: number;
  logger: Logger;
  clock?: Clock;
}

export type MtnMomoProduct = 'collection' | 'disbursement';

/**
 * One MTN MoMo product as its API sees a caller: the product's subscription key on every call, a
 * token from `/<product>/token/` (Basic auth with the product's API user and key, cached until
 * shortly before it expires), then bearer calls.
 */
export class MtnMomoProductApi {
  private readonly http: ProviderHttp;
  private readonly tokens: AccessTokenCache;

  constructor(
    private readonly product: MtnMomoProduct,
    private readonly settings: MtnMomoProductApiSettings,
  ) {
    this.http = new ProviderHttp({
      baseUrl: settings.baseUrl,
      timeoutMs: settings.timeoutMs ?? 10_000,
      logger: settings.logger,
      provider: 'MoMo',
      unavailableMessage: PAYMENTS_MESSAGES.momoUnavailable,
      headers: { 'Ocp-Apim-Subscription-Key': settings.subscriptionKey },
    });
    this.tokens = new AccessTokenCache(() => this.fetchToken(), settings.clock ?? systemClock);
  }

  call(method: string, path: string, headers: Record<string, string>, body?: string): Promise<ProviderResponse> {
    return this.http.authorised(this.tokens, method, path, headers, body);
  }

  unavailable(call: string, status: number): AppError {
    return this.http.unavailable(call, status);
  }

  private async fetchToken(): Promise<{ token: string; expiresInSeconds: number }> {
    const basic = Buffer.from(`${this.settings.apiUser}:${this.settings.apiKey}`).toString('base64');
    const response = await this.http.send('POST', `/${this.product}/token/`, { Authorization: `Basic ${basic}` });
    const body = response.body as { access_token?: unknown; expires_in?: unknown } | undefined;
    if (response.status !== 200 || typeof body?.access_token !== 'string') throw this.http.unavailable(`${this.product} token`, response.status);
    return { token: body.access_token, expiresInSeconds: lifetimeSeconds(body.expires_in, 60) };
  }
}
