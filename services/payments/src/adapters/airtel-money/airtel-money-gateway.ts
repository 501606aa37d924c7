import type { Clock } from '@shop/domain';
import { systemClock, type Logger } from '@shop/platform';
import type {
  MobileMoneyGateway,
  MobileMoneyStatusReport,
  RequestToPay,
  RequestToPayResult,
} from '../../core/ports/mobile-money-gateway.port';
import type { RefundRequest, RefundResult } from '../../core/ports/refunds.port';
import { PAYMENTS_MESSAGES } from '../../core/payments-messages';
import { AccessTokenCache } from '../provider-http/access-token-cache';
import { lifetimeSeconds, ProviderHttp, type ProviderResponse } from '../provider-http/provider-http';
import { airtelAnswer, NOT_FOUND_CODE, statusReport, type AirtelAnswer } from './airtel-answers';

export interface AirtelMoneySettings {
  /** https://openapiuat.airtel.africa (test), https://openapi.airtel.africa (production), or the simulator's URL. */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** Per HTTP call. Default 10 s. */
  timeoutMs?: number;
  logger: Logger;
  clock?: Clock;
}

/** Why a partial refund through Airtel fails. */
export const AIRTEL_WHOLE_REFUNDS_ONLY = 'Airtel Money refunds only a whole payment';

const COLLECT = '/merchant/v2/payments/';
const ENQUIRY = '/standard/v1/payments/';
const REFUND = '/standard/v1/payments/refund';
/** Where no real money moves: Airtel's UAT host, or a simulator on this machine. */
const TEST_HOSTS = ['openapiuat.airtel.africa', '127.0.0.1', 'localhost', '[::1]'];
/** Airtel documents no code of its own for a second refund of a transaction; its message says so. */
const ALREADY_REFUNDED = /already\s+(been\s+)?(refunded|reversed)/i;

/**
 * Airtel Money's Open API for Rwanda (X-Country RW, X-Currency RWF on every call): an OAuth2
 * client-credentials token (cached until shortly before it expires, about 3 minutes), the USSD
 * push `POST /merchant/v2/payments/` with our reference id as Airtel's transaction id, the status
 * enquiry `GET /standard/v1/payments/{id}`, which alone decides how a payment ended (a callback is
 * only a hint), and the refund `POST /standard/v1/payments/refund` by the airtel_money_id.
 */
export class AirtelMoneyGateway implements MobileMoneyGateway {
  readonly wallet = 'airtel';
  readonly testMode: boolean;
  private readonly http: ProviderHttp;
  private readonly tokens: AccessTokenCache;

  constructor(private readonly settings: AirtelMoneySettings) {
    this.testMode = TEST_HOSTS.includes(new URL(settings.baseUrl).hostname);
    this.http = new ProviderHttp({
      baseUrl: settings.baseUrl,
      timeoutMs: settings.timeoutMs ?? 10_000,
      logger: settings.logger,
      provider: 'Airtel Money',
      unavailableMessage: PAYMENTS_MESSAGES.momoUnavailable,
      headers: { Accept: '*/*', 'X-Country': 'RW', 'X-Currency': 'RWF' },
    });
    this.tokens = new AccessTokenCache(() => this.fetchToken(), settings.clock ?? systemClock);
  }

  async requestToPay(request: RequestToPay): Promise<RequestToPayResult> {
    const body = JSON.stringify({
      reference: request.externalId,
      subscriber: { country: 'RW', currency: 'RWF', msisdn: nationalNumber(request.msisdn) },
      transaction: { amount: request.amount, country: 'RW', currency: 'RWF', id: request.referenceId },
    });
    const response = await this.call('POST', COLLECT, body);
    const answer = this.readable(response, 'collection');
    if (answer.success) return { accepted: true };
    // A refusal of a transaction id Airtel already holds: an earlier try of this very request got through.
    if (await this.getStatus(request.referenceId)) return { accepted: true };
    return { accepted: false, reason: answer.responseCode ?? answer.resultCode ?? `HTTP ${response.status}` };
  }

  async getStatus(referenceId: string): Promise<MobileMoneyStatusReport | null> {
    const response = await this.call('GET', `${ENQUIRY}${encodeURIComponent(referenceId)}`);
    const answer = airtelAnswer(response.body);
    if (response.status === 404 || answer.responseCode === NOT_FOUND_CODE) return null;
    const report = response.status === 200 ? statusReport(answer) : undefined;
    if (!report) throw this.http.unavailable('enquiry', response.status, { transactionStatus: answer.transaction.status });
    return report;
  }

  /**
   * Airtel returns a collection whole, once: the port's amount is what the payment took. Airtel
   * keeps a refund under no reference of ours, so asking again is refund() again: a payment it
   * has already refunded answers succeeded.
   */
  async refund(request: RefundRequest): Promise<RefundResult> {
    // Airtel's refund names the transaction, not an amount: a part of a payment cannot be sent back.
    if (request.amount !== request.paymentAmount) return { status: 'failed', reason: AIRTEL_WHOLE_REFUNDS_ONLY };
    const moneyId = request.providerTransactionId ?? (await this.getStatus(request.paymentReference))?.financialTransactionId;
    if (!moneyId) return { status: 'failed', reason: 'Airtel Money holds no successful transaction for this payment' };
    const response = await this.call('POST', REFUND, JSON.stringify({ transaction: { airtel_money_id: moneyId } }));
    const answer = this.readable(response, 'refund');
    const refusal = answer.message ?? answer.transaction.message;
    if (answer.success === false && refusal && ALREADY_REFUNDED.test(refusal)) return { status: 'succeeded', providerReference: moneyId };
    if (answer.success === false) return { status: 'failed', reason: refundRefusal(answer) };
    const status = answer.transaction.status;
    if (status === 'TS' || status === 'SUCCESS') return { status: 'succeeded', providerReference: answer.transaction.airtelMoneyId ?? moneyId };
    if (status === 'TF' || status === 'FAILED') return { status: 'failed', reason: refundRefusal(answer) };
    // In progress or ambiguous: nothing can be asked later under our reference, so refund() is asked again.
    throw this.http.unavailable('refund', response.status, { transactionStatus: status });
  }

  /** Airtel has no refund enquiry by the caller's reference: see refund(). */
  async refundStatus(): Promise<RefundResult | null> {
    return null;
  }

  private call(method: string, path: string, body?: string): Promise<ProviderResponse> {
    const headers: Record<string, string> = body === undefined ? {} : { 'Content-Type': 'application/json' };
    return this.http.authorised(this.tokens, method, path, headers, body);
  }

  /** Airtel's envelope in an answer that is one (2xx, or a 4xx refusal); anything else is trouble. */
  private readable(response: ProviderResponse, call: string): AirtelAnswer {
    const answer = airtelAnswer(response.body);
    const refusal = response.status >= 400 && response.status < 500 && answer.success === false;
    const ok = response.status >= 200 && response.status < 300 && answer.success !== undefined;
    if (!ok && !refusal) throw this.http.unavailable(call, response.status);
    return answer;
  }

  private async fetchToken(): Promise<{ token: string; expiresInSeconds: number }> {
    const body = JSON.stringify({ client_id: this.settings.clientId, client_secret: this.settings.clientSecret, grant_type: 'client_credentials' });
    const response = await this.http.send('POST', '/auth/oauth2/token', { 'Content-Type': 'application/json' }, body);
    const token = response.body as { access_token?: unknown; expires_in?: unknown } | undefined;
    if (response.status !== 200 || typeof token?.access_token !== 'string') throw this.http.unavailable('token', response.status);
    return { token: token.access_token, expiresInSeconds: lifetimeSeconds(token.expires_in, 60) };
  }
}

/** Airtel takes the number without the country code: 2507xxxxxxxx → 7xxxxxxxx. */
const nationalNumber = (msisdn: string): string => (/^2507\d{8}$/.test(msisdn) ? msisdn.slice(3) : msisdn);

function refundRefusal(answer: AirtelAnswer): string {
  const message = answer.message ?? answer.transaction.message ?? 'Refused by Airtel Money';
  return (answer.responseCode ? `${message} (${answer.responseCode})` : message).slice(0, 200);
}
