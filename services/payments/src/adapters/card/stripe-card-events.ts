import Stripe from 'stripe';
import { CardEventRejected, type CardEvent, type CardEvents, type CardIntentFacts } from '../../core/use-cases/card-form.port';

export interface StripeCardEventsSettings {
  /** STRIPE_WEBHOOK_SECRET (whsec_…): the signing secret of the webhook endpoint. */
  webhookSecret: string;
  /** How old an event may be (its signature's `t`). Default Stripe's 300 s: an older one is a replay. */
  toleranceSeconds?: number;
}

/**
 * Stripe's webhooks, verified with the official SDK (`webhooks.constructEvent`): the
 * Stripe-Signature header `t=<unix seconds>,v1=<hex>` must hold an HMAC-SHA256, keyed with the
 * endpoint's secret, of `<t>.<body>` over the body exactly as it came, and `t` must be within
 * the tolerance of the time the event was received. Needs no API key and makes no call.
 */
export class StripeCardEvents implements CardEvents {
  constructor(private readonly settings: StripeCardEventsSettings) {}

  verify(payload: Uint8Array | string, signature: string, receivedAt: Date): CardEvent {
    let event: Stripe.Event;
    try {
      const tolerance = this.settings.toleranceSeconds ?? Stripe.webhooks.DEFAULT_TOLERANCE;
      event = Stripe.webhooks.constructEvent(payload, signature, this.settings.webhookSecret, tolerance, undefined, receivedAt.getTime());
    } catch (error) {
      // The SDK's words (no signature matched, timestamp outside the tolerance, not JSON) are for the log only.
      throw new CardEventRejected(error instanceof Error ? error.message.split('\n')[0]!.slice(0, 200) : 'not verified');
    }
    return cardEventOf(event);
  }
}

function cardEventOf(event: Stripe.Event): CardEvent {
  if (typeof event?.id !== 'string' || typeof event.type !== 'string') throw new CardEventRejected('not a Stripe event');
  switch (event.type) {
    case 'payment_intent.succeeded':
      return { id: event.id, kind: 'succeeded', intent: factsOf(event.data.object, 'succeeded') };
    case 'payment_intent.payment_failed': {
      const intent = event.data.object;
      const message = intent.last_payment_error?.message;
      return { id: event.id, kind: 'failed', intent: factsOf(intent, 'failed'), ...(message ? { message } : {}) };
    }
    default:
      return { id: event.id, kind: 'other', type: event.type };
  }
}

function factsOf(intent: Stripe.PaymentIntent, outcome: 'succeeded' | 'failed'): CardIntentFacts {
  if (typeof intent?.id !== 'string') throw new CardEventRejected('an event without its PaymentIntent');
  const reference = intent.metadata?.referenceId;
  return {
    intentId: intent.id,
    amount: outcome === 'succeeded' ? intent.amount_received : intent.amount,
    currency: String(intent.currency ?? ''),
    ...(typeof reference === 'string' && reference !== '' ? { reference } : {}),
  };
}
