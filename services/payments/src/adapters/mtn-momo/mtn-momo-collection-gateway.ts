import { systemClock } from '@shop/platform';
import { AppError, MOMO_STATUSES, type MomoStatus } from '@shop/domain';
import type { Logger } from '@shop/platform';
import type { Clock } from '@shop/domain';
import type {
  MobileMoneyGateway,
  MobileMoneyStatusReport,
  RequestToPay,
  RequestToPayResult,
} from '../../core/ports/mobile-money-gateway.port';
import { PAYMENTS_MESSAGES } from '../../core/payments-messages';
import { AccessTokenCache } from './access-token-cache';

export interface MtnMomoSettings {
  /** e.g. https://sandbox.momodeveloper.mtn.com, or the simulator's URL. */
  baseUrl: string;
  subscriptionKey: string;
  apiUser: string;
  apiKey: string;
  /** `sandbox` or the production environment MTN assigned (e.g. `mtnrwanda`). */
  targetEnvironment: string;
  /** When set, sent as X-Callback-Url with `?referenceId=<id>`; a callback only brings a poll forward. */
  callbackUrl?: string;
  /** Per HTTP call. Default 10 s. */
  timeoutMs?: number;
  logger: Logger;
  clock?: Clock;
}

const REQUEST_TO_PAY = '/collection/v1_0/requesttopay';

/**
 * MTN MoMo Collection API: a token from `/collection/token/` (Basic auth, cached until shortly
 * before it expires), `POST requesttopay` with a fresh X-Reference-Id, `GET requesttopay/{id}`.
 * Every call times out. The provider's refusals of *our* credentials (401/403) are never the
 * shopper's 401: they become 'unavailable' with a safe message, and the details go to the log.
 */
export class MtnMomoCollectionGateway implements MobileMoneyGateway {
  readonly testMode: boolean;
  private readonly baseUrl: string;
  private readonly tokens: AccessTokenCache;

  constructor(private readonly settings: MtnMomoSettings) {
    this.baseUrl = settings.baseUrl.replace(/\/+$/, '');
    this.testMode = settings.targetEnvironment === 'sandbox';
    this.tokens = new AccessTokenCache(() => this.fetchToken(), settings.clock ?? systemClock);
  }

  /** MTN's sandbox only takes EUR; production collects in RWF. */
  get currency(): string {
    return this.testMode ? 'EUR' : 'RWF';
  }

  async requestToPay(request: RequestToPay): Promise<RequestToPayResult> {
    const headers: Record<string, string> = {
      'X-Reference-Id': request.referenceId,
      'X-Target-Environment': this.settings.targetEnvironment,
      'Content-Type': 'application/json',
    };
    if (this.settings.callbackUrl) {
      const callback = new URL(this.settings.callbackUrl);
      callback.searchParams.set('referenceId', request.referenceId);
      headers['X-Callback-Url'] = callback.toString();
    }
    const body = JSON.stringify({
      amount: String(request.amount),
      currency: this.currency,
      externalId: request.externalId,
      payer: { partyIdType: 'MSISDN', partyId: request.msisdn },
      payerMessage: request.payerMessage,
      payeeNote: request.payeeNote,
    });
    const response = await this.authorised('POST', REQUEST_TO_PAY, headers, body);
    // 409: this reference already exists there, so an earlier try of this very request got through.
    if (response.status === 202 || response.status === 409) return { accepted: true };
    if (response.status === 400 || response.status === 404 || response.status === 422) {
      return { accepted: false, reason: errorCode(response.body) ?? `HTTP ${response.status}` };
    }
    throw this.unavailable('requesttopay', response.status);
  }

  async getStatus(referenceId: string): Promise<MobileMoneyStatusReport | null> {
    const headers = { 'X-Target-Environment': this.settings.targetEnvironment };
    const response = await this.authorised('GET', `${REQUEST_TO_PAY}/${encodeURIComponent(referenceId)}`, headers);
    if (response.status === 404) return null;
    const body = response.body as { status?: unknown; reason?: unknown; financialTransactionId?: unknown } | undefined;
    if (response.status !== 200 || !isMomoStatus(body?.status)) throw this.unavailable('requesttopay status', response.status);
    const report: MobileMoneyStatusReport = { status: body.status };
    const reason = reasonOf(body.reason);
    if (reason) report.reason = reason;
    if (typeof body.financialTransactionId === 'string' && body.financialTransactionId !== '') {
      report.financialTransactionId = body.financialTransactionId;
    }
    return report;
  }

  /** A call with the bearer token; a token refused (revoked or expired early) is renewed once. */
  private async authorised(method: string, path: string, headers: Record<string, string>, body?: string) {
    const call = async () => this.send(method, path, { ...headers, Authorization: `Bearer ${await this.tokens.get()}` }, body);
    let response = await call();
    if (response.status === 401) {
      this.tokens.clear();
      response = await call();
    }
    if (response.status === 401 || response.status === 403) throw this.unavailable(path, response.status);
    return response;
  }

  private async fetchToken(): Promise<{ token: string; expiresInSeconds: number }> {
    const basic = Buffer.from(`${this.settings.apiUser}:${this.settings.apiKey}`).toString('base64');
    const response = await this.send('POST', '/collection/token/', { Authorization: `Basic ${basic}` });
    const body = response.body as { access_token?: unknown; expires_in?: unknown } | undefined;
    if (response.status !== 200 || typeof body?.access_token !== 'string') throw this.unavailable('token', response.status);
    const expiresIn = Number(body.expires_in);
    return { token: body.access_token, expiresInSeconds: Number.isFinite(expiresIn) && expiresIn > 0 ? expiresIn : 60 };
  }

  private async send(method: string, path: string, headers: Record<string, string>, body?: string) {
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers: { ...headers, 'Ocp-Apim-Subscription-Key': this.settings.subscriptionKey },
        ...(body === undefined ? {} : { body }),
        signal: AbortSignal.timeout(this.settings.timeoutMs ?? 10_000),
      });
      text = await response.text();
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      this.settings.logger.warn({ path, timedOut, error: error instanceof Error ? error.message : String(error) }, 'MoMo call failed');
      throw new AppError('unavailable', PAYMENTS_MESSAGES.momoUnavailable);
    }
    return { status: response.status, body: parseJson(text) };
  }

  private unavailable(call: string, status: number): AppError {
    this.settings.logger.warn({ call, status }, 'MoMo answered with an error');
    return new AppError('unavailable', PAYMENTS_MESSAGES.momoUnavailable);
  }
}

const isMomoStatus = (value: unknown): value is MomoStatus =>
  typeof value === 'string' && (MOMO_STATUSES as readonly string[]).includes(value);

/** MTN sends `reason` as a code string, or (older API versions) as `{code, message}`. */
function reasonOf(reason: unknown): string | undefined {
  if (typeof reason === 'string' && reason !== '') return reason.slice(0, 100);
  if (typeof reason === 'object' && reason !== null) return reasonOf((reason as { code?: unknown }).code);
  return undefined;
}

function errorCode(body: unknown): string | undefined {
  const code = (body as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code.slice(0, 100) : undefined;
}

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
