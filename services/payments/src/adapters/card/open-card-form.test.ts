import { describe, expect, it } from 'vitest';
import { capturedLogger, LOG_LEVEL } from '../../testing/captured-logger';
import { openCardForm } from './open-card-form';

const ALL = { stripeSecretKey: 'sk_test_devshop', stripePublishableKey: 'pk_test_devshop', stripeWebhookSecret: 'whsec_devshop' };

describe('choosing the card provider’s form', () => {
  it('is Stripe’s Payment Element when the secret key, the publishable key and the webhook secret are all set', async () => {
    const { logger } = capturedLogger();
    const form = await openCardForm(ALL, logger);
    expect(form.intents?.publishableKey).toBe('pk_test_devshop');
    expect(form.cardEvents).toBeDefined();
  });

  it('is not offered without one of the keys, and says which are needed; events are still verified with the secret', async () => {
    const { logger, lines } = capturedLogger();
    expect(await openCardForm({ ...ALL, stripePublishableKey: undefined }, logger)).toEqual({ cardEvents: expect.anything() });
    expect(await openCardForm({ ...ALL, stripeWebhookSecret: undefined }, logger)).toEqual({});
    expect(await openCardForm({ ...ALL, stripeSecretKey: 'sk_live_devshop', stripePublishableKey: undefined, stripeWebhookSecret: undefined }, logger)).toEqual({});
    expect(lines.filter((line) => line.level === LOG_LEVEL.warn).map((line) => line.msg)).toEqual([
      "Stripe's card form needs STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET: checkout keeps its own card fields (test mode)",
      "Stripe's card form needs STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET: checkout keeps its own card fields (test mode)",
      "Stripe's card form needs STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET: cards are not offered",
    ]);
  });

  it('ignores the form’s keys on the card simulator, with a warning', async () => {
    const { logger, lines } = capturedLogger();
    expect(await openCardForm({ ...ALL, stripeSecretKey: undefined }, logger)).toEqual({});
    expect(lines.map((line) => line.msg)).toEqual([expect.stringMatching(/without STRIPE_SECRET_KEY: ignored/)]);
  });

  it('stops the start when the publishable key is of the other Stripe mode', async () => {
    const { logger } = capturedLogger();
    await expect(openCardForm({ ...ALL, stripePublishableKey: 'pk_live_devshop' }, logger)).rejects.toThrow(
      'STRIPE_PUBLISHABLE_KEY is a live key but STRIPE_SECRET_KEY a test one: set both from the same Stripe mode',
    );
  });
});
