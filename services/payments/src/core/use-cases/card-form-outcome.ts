import type { PaymentRecord } from '../payment/payment';
import type { PaymentsPorts } from '../payments-ports';
import type { Settlement } from '../settlement/settlement';
import type { CardIntentFacts, CardIntents } from './card-form.port';

/**
 * A payment made in the card provider's own form: opened without card data, so it keeps no
 * card summary (a card typed into our form always does).
 */
export const madeInCardForm = (payment: PaymentRecord): boolean => payment.method === 'stripe' && payment.card === undefined;

/**
 * Records what the provider says became of a card-form payment, through the settlement (once,
 * with its outbox event). Both the provider's signed events and a look at the provider when the
 * shopper comes back end here.
 */
export class CardFormOutcome {
  constructor(
    private readonly deps: Pick<PaymentsPorts, 'logger'> & { settlement: Settlement; intents?: CardIntents },
  ) {}

  /**
   * The provider took the money. Only for the payment's own amount in RWF: anything else is
   * logged for an operator and left unsettled. A payment we had already failed (a declined
   * attempt, or the form's time ran out) is paid all the same, as a late approval.
   */
  async paid(payment: PaymentRecord, intent: Omit<CardIntentFacts, 'reference'>): Promise<PaymentRecord> {
    if (intent.amount !== payment.amount || intent.currency.toLowerCase() !== 'rwf') {
      this.deps.logger.error(
        { paymentId: payment.id, intentId: intent.intentId, amount: intent.amount, currency: intent.currency, expected: payment.amount },
        'card payment succeeded at the provider for another amount than the payment’s: not settled; check it at the provider',
      );
      return payment;
    }
    const outcome = { status: 'SUCCESSFUL' as const, providerReference: intent.intentId };
    const first = await this.deps.settlement.settle(payment, outcome, ['PENDING']);
    if (first.settledNow || first.payment.status !== 'FAILED') return first.payment;
    return (await this.deps.settlement.settle(first.payment, { ...outcome, approvedLate: true }, ['FAILED'])).payment;
  }

  /**
   * The provider declined (or the payment was closed there). The provider's payment is closed
   * too, so a form left open cannot take money for a payment recorded as failed.
   */
  async declined(payment: PaymentRecord, intentId: string, reason: string): Promise<PaymentRecord> {
    const settled = await this.deps.settlement.settle(payment, { status: 'FAILED', reason, providerReference: intentId }, ['PENDING']);
    if (settled.settledNow) await this.deps.intents?.cancel(intentId);
    return settled.payment;
  }
}
