// Test support: Stripe webhook events as Stripe sends them, signed with an endpoint secret
// (the SDK's own signer: `t=<unix seconds>,v1=<HMAC-SHA256 of "<t>.<body>">`).
import Stripe from 'stripe';
import { stripeIntent } from './fake-stripe';

export const WEBHOOK_SECRET = 'whsec_devshop_test_secret';

/** A `payment_intent.*` event naming the intent and our payment's reference in its metadata. */
export function intentEvent(
  type: string,
  intent: { id: string; reference?: string; status?: string; amount?: number; currency?: string; failure?: string },
  eventId = `evt_${intent.id}_${type.split('.').at(-1)}`,
): Record<string, unknown> {
  const status = intent.status ?? (type === 'payment_intent.succeeded' ? 'succeeded' : 'requires_payment_method');
  return {
    id: eventId,
    object: 'event',
    type,
    api_version: '2026-01-28',
    created: 1_795_000_000,
    livemode: false,
    data: {
      object: stripeIntent(intent.id, status, {
        ...(intent.amount !== undefined ? { amount: intent.amount } : {}),
        ...(intent.currency ? { currency: intent.currency } : {}),
        metadata: intent.reference ? { referenceId: intent.reference } : {},
        last_payment_error: intent.failure ? { type: 'card_error', code: 'card_declined', message: intent.failure } : null,
      }),
    },
  };
}

/** The body bytes and the Stripe-Signature header Stripe would send, signed at `at`. */
export function signed(event: unknown, options: { secret?: string; at?: Date } = {}): { payload: Buffer; signature: string } {
  const payload = JSON.stringify(event);
  const timestamp = Math.floor((options.at ?? new Date()).getTime() / 1000);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? WEBHOOK_SECRET, timestamp });
  return { payload: Buffer.from(payload), signature };
}
