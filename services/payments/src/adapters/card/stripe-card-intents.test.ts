import { createLogger } from '@shop/platform';
import { afterEach, describe, expect, it } from 'vitest';
import { capturedLogger } from '../../testing/captured-logger';
import { StripeCardIntents } from './stripe-card-intents';
import { startFakeStripe, stripeIntent, type FakeStripe, type StripeAnswer } from './testing/fake-stripe';

describe('StripeCardIntents (official SDK) against a local Stripe stand-in', () => {
  let stripe: FakeStripe | undefined;
  afterEach(() => stripe?.close());

  const intents = async (answer: () => StripeAnswer, logger = createLogger({ service: 'stripe-test', level: 'silent' })) => {
    stripe = await startFakeStripe(answer);
    return new StripeCardIntents({ secretKey: 'sk_test_devshop', publishableKey: 'pk_test_devshop', logger, maxNetworkRetries: 0, api: stripe.api });
  };

  it('reads Stripe’s statuses: waiting for the card or 3-D Secure is open; a declined attempt is failed with Stripe’s words', async () => {
    const answers = [
      stripeIntent('pi_a', 'requires_payment_method'),
      stripeIntent('pi_b', 'requires_action'),
      stripeIntent('pi_c', 'requires_payment_method', { last_payment_error: { type: 'card_error', message: 'Your card was declined.' } }),
      stripeIntent('pi_d', 'processing'),
      stripeIntent('pi_e', 'succeeded'),
      stripeIntent('pi_f', 'canceled'),
    ];
    const cards = await intents(() => ({ status: 200, body: answers.shift() }));
    const states = [];
    for (const id of ['pi_a', 'pi_b', 'pi_c', 'pi_d', 'pi_e', 'pi_f']) states.push(await cards.find(id));
    expect(states.map(({ intentId, status, failure }) => ({ intentId, status, failure }))).toEqual([
      { intentId: 'pi_a', status: 'open', failure: undefined },
      { intentId: 'pi_b', status: 'open', failure: undefined },
      { intentId: 'pi_c', status: 'failed', failure: 'Your card was declined.' },
      { intentId: 'pi_d', status: 'processing', failure: undefined },
      { intentId: 'pi_e', status: 'succeeded', failure: undefined },
      { intentId: 'pi_f', status: 'canceled', failure: 'The card payment was interrupted' },
    ]);
    expect(states[4]).toMatchObject({ amount: 151_000, currency: 'rwf', clientSecret: 'pi_e_secret_test' });
    expect(stripe!.seen.map((seen) => `${seen.method} ${seen.path}`)[0]).toBe('GET /v1/payment_intents/pi_a');
  });

  it('closing a PaymentIntent that already ended is quiet; Stripe’s trouble elsewhere is "unavailable", logged without its message', async () => {
    const { logger, lines } = capturedLogger();
    const cards = await intents(() => ({ status: 400, body: { error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: 'pi_secret_echo' } } }), logger);
    await expect(cards.cancel('pi_done')).resolves.toBeUndefined();
    await expect(cards.find('pi_done')).rejects.toMatchObject({ kind: 'unavailable', message: 'Card payments are unavailable right now. Please try again in a moment.' });
    expect(lines.map((line) => line.msg)).toEqual(['Stripe PaymentIntent not canceled', 'Stripe PaymentIntent call failed']);
    expect(JSON.stringify(lines)).not.toContain('pi_secret_echo');
  });
});
