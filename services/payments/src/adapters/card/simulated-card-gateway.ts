import { randomBytes } from 'node:crypto';
import type { CardCharge, CardChargeResult, CardGateway } from '../../core/ports/card-gateway.port';
import { testCardFor } from './test-cards';

/**
 * The embedded default card provider: Stripe's test-card behaviour without the network.
 * 4242… succeeds, 4000 0000 0000 0002 declines, …9995 has insufficient funds (test-cards.ts);
 * any other number that passed validation succeeds. The same reference answers the same
 * result, as a Stripe idempotency key would.
 */
export class SimulatedCardGateway implements CardGateway {
  readonly testMode = true;
  private readonly answered = new Map<string, CardChargeResult>();

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
    return result;
  }
}
