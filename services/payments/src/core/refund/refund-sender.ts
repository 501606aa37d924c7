import type { PaymentRecord } from '../payment/payment';
import type { PaymentsPorts } from '../payments-ports';
import type { RefundingGateway, RefundResult } from '../ports/refunds.port';
import { PAYMENTS_MESSAGES as M } from '../payments-messages';
import type { RefundRecord } from './refund';
import { RefundSettlement } from './refund-settlement';

export type RefundSenderPorts = Pick<PaymentsPorts, 'refunds' | 'payments' | 'wallets' | 'cards' | 'events' | 'clock' | 'ids' | 'unitOfWork' | 'logger' | 'rules'>;

/**
 * Asks the provider that took the money to send it back, or how a refund asked earlier went.
 * Every call carries the refund's own reference, so asking again never pays twice.
 */
export class RefundSender {
  private readonly settlement: RefundSettlement;

  constructor(private readonly deps: RefundSenderPorts) {
    this.settlement = new RefundSettlement(deps);
  }

  get settle(): RefundSettlement {
    return this.settlement;
  }

  /** One look at an open refund: asks (again) for a requested one, the status of a pending one. */
  async advance(refund: RefundRecord): Promise<RefundRecord> {
    const { clock, logger } = this.deps;
    const now = clock.now().getTime();
    if (now >= refund.deadlineAt) return this.settlement.settle(refund, { state: 'failed', reason: M.refundTimedOut });
    const payment = refund.paymentId ? await this.deps.payments.findById(refund.paymentId) : null;
    if (!payment) return this.settlement.settle(refund, { state: 'failed', reason: M.refundNoPayment });
    let result: RefundResult | null;
    try {
      const gateway = this.gatewayOf(refund);
      result = refund.state === 'pending' ? await gateway.refundStatus(refund.referenceId) : await gateway.refund(this.requestOf(refund, payment));
    } catch (error) {
      // Unsure whether the provider took it: ask again later, with the same reference.
      logger.warn({ err: error, refundId: refund.id }, 'refund could not be asked for; will ask again');
      return this.later(refund, refund.state === 'pending' ? 'pending' : 'requested');
    }
    // Unknown at the provider: our request never arrived; ask for the refund again.
    if (result === null) return this.later(refund, 'requested');
    if (result.status === 'succeeded') return this.settlement.settle(refund, { state: 'succeeded', ...(result.providerReference ? { providerReference: result.providerReference } : {}) });
    if (result.status === 'failed') return this.settlement.settle(refund, { state: 'failed', reason: result.reason });
    return this.later(refund, 'pending', result.providerReference);
  }

  private async later(refund: RefundRecord, state: 'requested' | 'pending', providerReference?: string): Promise<RefundRecord> {
    const now = this.deps.clock.now();
    const { firstPollDelayMs, refundCheckIntervalMs } = this.deps.rules;
    // The first look comes soon (a provider that pays out at once is not kept waiting), then every interval.
    const delay = refund.attempts === 0 ? Math.min(firstPollDelayMs, refundCheckIntervalMs) : refundCheckIntervalMs;
    const set: Partial<RefundRecord> = {
      state,
      attempts: refund.attempts + 1,
      nextCheckAt: now.getTime() + delay,
      updatedAt: now.toISOString(),
    };
    if (providerReference) set.providerReference = providerReference;
    return (await this.deps.refunds.transition(refund.id, ['requested', 'pending'], set)) ?? refund;
  }

  private gatewayOf(refund: RefundRecord): RefundingGateway {
    return refund.method === 'stripe' ? this.deps.cards : this.deps.wallets[refund.wallet ?? 'mtn'];
  }

  private requestOf(refund: RefundRecord, payment: PaymentRecord) {
    const card = payment.method === 'stripe';
    return {
      referenceId: refund.referenceId,
      amount: refund.amount,
      paymentAmount: payment.amount,
      // A card payment is known at the provider by its PaymentIntent; mobile money by our reference.
      paymentReference: card ? (payment.providerReference ?? payment.referenceId) : payment.referenceId,
      ...(!card && payment.providerReference ? { providerTransactionId: payment.providerReference } : {}),
      ...(payment.phone ? { msisdn: payment.phone } : {}),
      externalId: refund.orderNumber,
      note: `Refund of order ${refund.orderNumber}`,
    };
  }
}
