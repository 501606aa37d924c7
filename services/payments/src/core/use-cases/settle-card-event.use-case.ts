import { AppError } from '@shop/domain';
import type { PaymentRecord } from '../payment/payment';
import { PAYMENTS_MESSAGES as M } from '../payments-messages';
import type { PaymentsPorts } from '../payments-ports';
import type { Settlement } from '../settlement/settlement';
import { CARD_FORM_MESSAGES as F } from './card-form-messages';
import { CardFormOutcome, madeInCardForm } from './card-form-outcome';
import { CardEventRejected, type CardEvent, type CardEvents, type CardIntentFacts, type CardIntents } from './card-form.port';

export interface SettleCardEventDeps extends Pick<PaymentsPorts, 'payments' | 'clock' | 'logger'> {
  settlement: Settlement;
  /** Absent without STRIPE_WEBHOOK_SECRET: then no event can be verified, and none is taken. */
  cardEvents?: CardEvents;
  intents?: CardIntents;
}

/**
 * The card provider's signed event (Stripe's webhook), as it came: only a valid, recent
 * signature over the very bytes received is believed. A succeeded payment settles the payment
 * the provider's payment belongs to as SUCCESSFUL, a failed one as FAILED with the provider's
 * words; events of other types or of payments that are not ours are acknowledged and ignored.
 * The same event twice changes nothing: the settlement moves a payment once.
 */
export class SettleCardEvent {
  private readonly outcome: CardFormOutcome;

  constructor(private readonly deps: SettleCardEventDeps) {
    this.outcome = new CardFormOutcome(deps);
  }

  async execute(input: { payload: Uint8Array | string; signature: string }): Promise<void> {
    const event = this.verified(input);
    if (event.kind === 'other') return;
    const payment = await this.paymentOf(event.intent);
    if (!payment) {
      this.deps.logger.info({ eventId: event.id, intentId: event.intent.intentId }, 'card provider event for a payment that is not ours: ignored');
      return;
    }
    if (event.kind === 'succeeded') await this.outcome.paid(payment, event.intent);
    else await this.outcome.declined(payment, event.intent.intentId, event.message || M.cardDeclined);
  }

  private verified(input: { payload: Uint8Array | string; signature: string }): CardEvent {
    const { cardEvents, logger } = this.deps;
    if (!cardEvents) {
      logger.warn('a card provider event came, but STRIPE_WEBHOOK_SECRET is not set: refused');
      throw new AppError('invalid', F.eventRejected);
    }
    try {
      if (typeof input.signature !== 'string' || input.signature === '') throw new CardEventRejected('no signature');
      return cardEvents.verify(input.payload, input.signature, this.deps.clock.now());
    } catch (error) {
      if (!(error instanceof CardEventRejected)) throw error;
      // Why stays in the log: the sender learns nothing that would help forge the next one.
      logger.warn({ reason: error.message }, 'card provider event refused');
      throw new AppError('invalid', F.eventRejected);
    }
  }

  /** Our payment that opened this provider payment (named by the reference it was opened with). */
  private async paymentOf(intent: CardIntentFacts): Promise<PaymentRecord | null> {
    if (!intent.reference) return null;
    const payment = await this.deps.payments.findByReference(intent.reference);
    if (!payment || !madeInCardForm(payment) || payment.providerReference !== intent.intentId) return null;
    return payment;
  }
}
