import { randomInt } from 'node:crypto';
import type { MomoStatus } from '@shop/domain';
import type { SimulatedOutcome } from './momo-test-numbers';
import { NOT_FOUND, type DisbursementRefundBody, type RequestToPayBody, type SimulatorReply } from './simulator-checks';

/** A request-to-pay as the refunds see it: what it asked for and how it stands now. */
export interface CollectedPayment {
  request: RequestToPayBody;
  outcome: SimulatedOutcome;
}

export interface StoredRefund extends DisbursementRefundBody {
  referenceId: string;
  status: MomoStatus;
  reason?: string;
  financialTransactionId: string;
  /** The payer of the refunded request-to-pay; empty when there was none. */
  payee: string;
}

/**
 * MTN's Disbursement refunds, simulated: a refund is decided when it is received and reported by
 * `GET refund/{id}`, as MTN reports it. It succeeds at once for a SUCCESSFUL request-to-pay while
 * the refunds of that payment stay within what it took; otherwise it FAILS with MTN's reason.
 */
export class SimulatedMomoRefunds {
  readonly refunds = new Map<string, StoredRefund>();

  constructor(private readonly collected: (referenceId: string) => CollectedPayment | undefined) {}

  has(referenceId: string): boolean {
    return this.refunds.has(referenceId.toLowerCase());
  }

  create(referenceId: string, body: DisbursementRefundBody): SimulatorReply {
    const payment = this.collected(body.referenceIdToRefund);
    const refusal = this.refusal(body, payment);
    this.refunds.set(referenceId.toLowerCase(), {
      ...body,
      referenceId,
      status: refusal ? 'FAILED' : 'SUCCESSFUL',
      ...(refusal ? { reason: refusal } : {}),
      financialTransactionId: String(randomInt(100_000_000, 999_999_999)),
      payee: payment?.request.payer.partyId ?? '',
    });
    return { status: 202 };
  }

  status(referenceId: string): SimulatorReply {
    const refund = this.refunds.get(referenceId.toLowerCase());
    if (!refund) return NOT_FOUND;
    return {
      status: 200,
      body: {
        amount: refund.amount,
        currency: refund.currency,
        externalId: refund.externalId,
        payee: { partyIdType: 'MSISDN', partyId: refund.payee },
        payerMessage: refund.payerMessage ?? '',
        payeeNote: refund.payeeNote ?? '',
        status: refund.status,
        ...(refund.status === 'SUCCESSFUL' ? { financialTransactionId: refund.financialTransactionId } : {}),
        ...(refund.reason ? { reason: refund.reason } : {}),
      },
    };
  }

  private refusal(body: DisbursementRefundBody, payment: CollectedPayment | undefined): string | undefined {
    if (!payment) return 'RESOURCE_NOT_FOUND';
    if (payment.outcome.status !== 'SUCCESSFUL') return 'PAYMENT_NOT_APPROVED';
    if (payment.request.currency !== body.currency) return 'INVALID_CURRENCY';
    const refunded = [...this.refunds.values()]
      .filter((refund) => refund.status === 'SUCCESSFUL' && refund.referenceIdToRefund.toLowerCase() === body.referenceIdToRefund.toLowerCase())
      .reduce((sum, refund) => sum + cents(refund.amount), 0);
    return refunded + cents(body.amount) > cents(payment.request.amount) ? 'NOT_ALLOWED' : undefined;
  }
}

/** MTN amounts are decimal strings (`"5000"`, `"5.5"`): compared in hundredths, exactly. */
const cents = (amount: string): number => Math.round(Number(amount) * 100);
