// The card provider's own form, chosen by configuration: Stripe's Payment Element when
// STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET are all set; otherwise
// checkout keeps its own card fields (the simulator, a test key) or, with a live key, offers no
// card at all (a live key never takes card fields).
import type { Logger } from '@shop/platform';
import type { CardEvents, CardIntents } from '../../core/use-cases/card-form.port';

export interface CardFormSettings {
  /** STRIPE_SECRET_KEY (sk_test_… or sk_live_…). */
  stripeSecretKey?: string;
  /** STRIPE_PUBLISHABLE_KEY (pk_test_… or pk_live_…): the browser loads Stripe.js with it. */
  stripePublishableKey?: string;
  /** STRIPE_WEBHOOK_SECRET (whsec_…): verifies the events Stripe sends to /api/v1/payments/stripe/webhook. */
  stripeWebhookSecret?: string;
  /** Tests point the Stripe SDK at a local stand-in; production leaves it to api.stripe.com. */
  stripeApi?: { host: string; port: number; protocol: 'http' | 'https' };
}

export interface CardForm {
  intents?: CardIntents;
  cardEvents?: CardEvents;
}

const modeOf = (key: string) => (key.includes('_live_') ? 'live' : 'test');

/** Loads the Stripe SDK only when a secret key is set. A test key beside a live one stops the start. */
export async function openCardForm(settings: CardFormSettings, logger: Logger): Promise<CardForm> {
  const { stripeSecretKey: secretKey, stripePublishableKey: publishableKey, stripeWebhookSecret: webhookSecret } = settings;
  if (!secretKey) {
    if (publishableKey || webhookSecret) logger.warn('STRIPE_PUBLISHABLE_KEY or STRIPE_WEBHOOK_SECRET is set without STRIPE_SECRET_KEY: ignored, cards go to the card simulator');
    return {};
  }
  if (publishableKey && modeOf(publishableKey) !== modeOf(secretKey)) {
    throw new Error(`STRIPE_PUBLISHABLE_KEY is a ${modeOf(publishableKey)} key but STRIPE_SECRET_KEY a ${modeOf(secretKey)} one: set both from the same Stripe mode`);
  }
  const { StripeCardEvents } = await import('./stripe-card-events');
  const cardEvents = webhookSecret ? new StripeCardEvents({ webhookSecret }) : undefined;
  if (!publishableKey || !cardEvents) {
    const without = modeOf(secretKey) === 'live' ? 'cards are not offered' : 'checkout keeps its own card fields (test mode)';
    logger.warn(`Stripe's card form needs STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET: ${without}`);
    return cardEvents ? { cardEvents } : {};
  }
  const { StripeCardIntents } = await import('./stripe-card-intents');
  const intents = new StripeCardIntents({ secretKey, publishableKey, logger, ...(settings.stripeApi ? { api: settings.stripeApi } : {}) });
  logger.info({ mode: modeOf(secretKey) }, 'cards are taken in Stripe’s Payment Element');
  return { intents, cardEvents };
}
