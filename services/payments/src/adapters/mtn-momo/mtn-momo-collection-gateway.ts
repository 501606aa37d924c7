import { AppError, type Clock } from '@shop/domain';
import type { Logger } from '@shop/platform';
import type {
  MobileMoneyGateway,
  MobileMoneyStatusReport,
  RequestToPay,
  RequestToPayResult,
} from '../../core/ports/mobile-money-gateway.port';
import type { RefundRequest, RefundResult } from '../../core/ports/refunds.port';
import { errorCode, isMomoStatus, momoCurrency, reasonOf } from './mtn-momo-answers';
import { MtnMomoDisbursement } from './mtn-momo-disbursement';
import { MtnMomoProductApi, type MtnMomoProductKeys } from './mtn-momo-product-api';

export interface MtnMomoSettings extends MtnMomoProductKeys {
  /** e.g. https://sandbox.momodeveloper.mtn.com, or the simulator's URL. */
  baseUrl: string;
  /** `sandbox` or the production environment MTN assigned (e.g. `mtnrwanda`). */
  targetEnvironment: string;
  /** When set, sent as X-Callback-Url with `?referenceId=<id>`; a callback only brings a poll forward. */
  callbackUrl?: string;
  /** The Disbursement product's keys, which refunds need; without them a refund is unavailable. */
  disbursement?: MtnMomoProductKeys;
  /** Per HTTP call. Default 10 s. */
  timeoutMs?: number;
  logger: Logger;
  clock?: Clock;
}

export const MOMO_REFUNDS_UNCONFIGURED =
  'MTN MoMo refunds need the Disbursement product: set MOMO_DISBURSEMENT_SUBSCRIPTION_KEY, MOMO_DISBURSEMENT_API_USER and MOMO_DISBURSEMENT_API_KEY';

const REQUEST_TO_PAY = '/collection/v1_0/requesttopay';

/**
 * MTN MoMo: the Collection API takes the payments — a token from `/collection/token/`,
 * `POST requesttopay` with a fresh X-Reference-Id, `GET requesttopay/{id}` — and the Disbursement
 * product gives refunds (mtn-momo-disbursement.ts). Every call times out. The provider's refusals
 * of *our* credentials (401/403) are never the shopper's 401: they become 'unavailable' with a
 * safe message, and the details go to the log.
 */
export class MtnMomoCollectionGateway implements MobileMoneyGateway {
  readonly wallet = 'mtn';
  readonly testMode: boolean;
  private readonly api: MtnMomoProductApi;
  private readonly refunds: MtnMomoDisbursement | undefined;

  constructor(private readonly settings: MtnMomoSettings) {
    this.testMode = settings.targetEnvironment === 'sandbox';
    this.api = new MtnMomoProductApi('collection', settings);
    this.refunds = settings.disbursement && new MtnMomoDisbursement({ ...settings, ...settings.disbursement });
  }

  get currency(): string {
    return momoCurrency(this.settings.targetEnvironment);
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
    const response = await this.api.call('POST', REQUEST_TO_PAY, headers, body);
    // 409: this reference already exists there, so an earlier try of this very request got through.
    if (response.status === 202 || response.status === 409) return { accepted: true };
    if (response.status === 400 || response.status === 404 || response.status === 422) {
      return { accepted: false, reason: errorCode(response.body) ?? `HTTP ${response.status}` };
    }
    throw this.api.unavailable('requesttopay', response.status);
  }

  async getStatus(referenceId: string): Promise<MobileMoneyStatusReport | null> {
    const headers = { 'X-Target-Environment': this.settings.targetEnvironment };
    const response = await this.api.call('GET', `${REQUEST_TO_PAY}/${encodeURIComponent(referenceId)}`, headers);
    if (response.status === 404) return null;
    const body = response.body as { status?: unknown; reason?: unknown; financialTransactionId?: unknown } | undefined;
    if (response.status !== 200 || !isMomoStatus(body?.status)) throw this.api.unavailable('requesttopay status', response.status);
    const report: MobileMoneyStatusReport = { status: body.status };
    const reason = reasonOf(body.reason);
    if (reason) report.reason = reason;
    if (typeof body.financialTransactionId === 'string' && body.financialTransactionId !== '') {
      report.financialTransactionId = body.financialTransactionId;
    }
    return report;
  }

  /** Through the Disbursement product: `referenceIdToRefund` is the payment's X-Reference-Id. */
  async refund(request: RefundRequest): Promise<RefundResult> {
    return this.disbursement().refund(request);
  }

  async refundStatus(referenceId: string): Promise<RefundResult | null> {
    return this.disbursement().refundStatus(referenceId);
  }

  private disbursement(): MtnMomoDisbursement {
    if (!this.refunds) throw new AppError('unavailable', MOMO_REFUNDS_UNCONFIGURED);
    return this.refunds;
  }
}
