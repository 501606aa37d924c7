import { randomBytes } from 'node:crypto';
import type { CardCharge, CardChargeResult, CardGateway } from '../../core/ports/card-gateway.port';
import type { RefundRequest, RefundResult } from '../../core/ports/refunds.port';
import { testCardFor } from './test-cards';

/**
 * The embedded default card provider: Stripe's test-card behaviour without the network.
 * 4242… succeeds, 4000 0000 0000 0002 declines, …9995 has insufficient funds (test-cards.ts);
 * any other number that passed validation succeeds. The same reference answers the same
 * result, as a Stripe idempotency key would. A refund returns money from a charge it took, never
 * more than the charge, and is known by its reference as a charge is. It keeps all this in memory.
 */
export class SimulatedCardGateway implements CardGateway {
  readonly testMode = true;
  private readonly answered = new Map<string, CardChargeResult>();
  /** Successful charges by PaymentIntent: what each took, and what was given back. */
  private readonly taken = new Map<string, { amount: number; refunded: number }>();
  private readonly refunds = new Map<string, RefundResult>();

  async charge(charge: CardCharge): Promise<CardChargeResult> {
    const earlier = this.answered.get(charge.reference);
    if (earlier) return earlier;
    const paymentIntentId = `pi_sim_${randomBytes(12).toString('hex')}`;
    const outcome = testCardFor(charge.card.number)?.outcome ?? { status: 'succeeded' as const };
    const result: CardChargeResult =
      outcome.status === 'succeeded'
        ? { status: 'succeeded', paymentIntentId }
        : { status: 'failed', paymentIntentId, code: outcome.code, message: outcome.message };
    this.answered.set(charge.reference, result);
    if (result.status === 'succeeded') this.taken.set(paymentIntentId, { amount: charge.amount, refunded: 0 });
    return result;
  }

  async refund(request: RefundRequest): Promise<RefundResult> {
    const earlier = this.refunds.get(request.referenceId);
    if (earlier) return earlier;
    const result = this.decide(request);
    this.refunds.set(request.referenceId, result);
    return result;
  }

  async refundStatus(referenceId: string): Promise<RefundResult | null> {
    return this.refunds.get(referenceId) ?? null;
  }

  /** Stripe's codes for the refusals: no such successful charge, no amount, or more than is left of it. */
  private decide(request: RefundRequest): RefundResult {
    const charge = this.taken.get(request.paymentReference);
    if (!charge) return { status: 'failed', reason: 'charge_not_refundable' };
    if (!Number.isInteger(request.amount) || request.amount <= 0) return { status: 'failed', reason: 'amount_too_small' };
    if (charge.refunded + request.amount > charge.amount) return { status: 'failed', reason: 'amount_too_large' };
    charge.refunded += request.amount;
    return { status: 'succeeded', providerReference: `re_sim_${randomBytes(12).toString('hex')}` };
  }
}
