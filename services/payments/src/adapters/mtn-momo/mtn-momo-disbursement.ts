import type { Clock } from '@shop/domain';
import type { Logger } from '@shop/platform';
import type { RefundingGateway, RefundRequest, RefundResult } from '../../core/ports/refunds.port';
import { errorCode, isMomoStatus, momoCurrency, reasonOf } from './mtn-momo-answers';
import { MtnMomoProductApi, type MtnMomoProductKeys } from './mtn-momo-product-api';

export interface MtnMomoDisbursementSettings extends MtnMomoProductKeys {
  baseUrl: string;
  targetEnvironment: string;
  timeoutMs?: number;
  logger: Logger;
  clock?: Clock;
}

const REFUND = '/disbursement/v1_0/refund';

/**
 * MTN MoMo refunds, a Disbursement product operation with its own subscription and API user:
 * `POST refund` names the request-to-pay (`referenceIdToRefund`) under our refund's own
 * X-Reference-Id, which makes a retried refund a 409 rather than a second one; `GET refund/{id}`
 * tells how it ended. The answer is asked for once right away, as MTN often settles a refund at once.
 */
export class MtnMomoDisbursement implements RefundingGateway {
  private readonly api: MtnMomoProductApi;

  constructor(private readonly settings: MtnMomoDisbursementSettings) {
    this.api = new MtnMomoProductApi('disbursement', settings);
  }

  async refund(request: RefundRequest): Promise<RefundResult> {
    const headers = {
      'X-Reference-Id': request.referenceId,
      'X-Target-Environment': this.settings.targetEnvironment,
      'Content-Type': 'application/json',
    };
    const body = JSON.stringify({
      amount: String(request.amount),
      currency: momoCurrency(this.settings.targetEnvironment),
      externalId: request.externalId,
      payerMessage: request.note,
      payeeNote: request.note,
      referenceIdToRefund: request.paymentReference,
    });
    const response = await this.api.call('POST', REFUND, headers, body);
    // 409: this refund's reference exists there already, so an earlier try got through.
    if (response.status === 202 || response.status === 409) {
      return (await this.refundStatus(request.referenceId)) ?? { status: 'pending', providerReference: request.referenceId };
    }
    if (response.status === 400 || response.status === 404 || response.status === 422) {
      return { status: 'failed', reason: errorCode(response.body) ?? `HTTP ${response.status}` };
    }
    throw this.api.unavailable('refund', response.status);
  }

  async refundStatus(referenceId: string): Promise<RefundResult | null> {
    const headers = { 'X-Target-Environment': this.settings.targetEnvironment };
    const response = await this.api.call('GET', `${REFUND}/${encodeURIComponent(referenceId)}`, headers);
    if (response.status === 404) return null;
    const body = response.body as { status?: unknown; reason?: unknown; financialTransactionId?: unknown } | undefined;
    if (response.status !== 200 || !isMomoStatus(body?.status)) throw this.api.unavailable('refund status', response.status);
    const providerReference = typeof body.financialTransactionId === 'string' && body.financialTransactionId !== '' ? body.financialTransactionId : referenceId;
    if (body.status === 'SUCCESSFUL') return { status: 'succeeded', providerReference };
    if (body.status === 'PENDING') return { status: 'pending', providerReference };
    return { status: 'failed', reason: reasonOf(body.reason) ?? 'FAILED' };
  }
}
