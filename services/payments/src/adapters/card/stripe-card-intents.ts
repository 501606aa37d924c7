import { AppError } from '@shop/domain';
import type { Logger } from '@shop/platform';
import Stripe from 'stripe';
import type { CardIntentRequest, CardIntents, CardIntentState } from '../../core/use-cases/card-form.port';
import { PAYMENTS_MESSAGES } from '../../core/payments-messages';

export interface StripeCardIntentsSettings {
  /** STRIPE_SECRET_KEY. */
  secretKey: string;
  /** STRIPE_PUBLISHABLE_KEY (pk_…), for the browser's Stripe.js. */
  publishableKey: string;
  logger: Logger;
  /** Per request. Default 20 s. */
  timeoutMs?: number;
  /** Retries of a failed network call (the idempotency key makes them safe). Default 2. */
  maxNetworkRetries?: number;
  /** Tests point the SDK at a local server; production leaves it to api.stripe.com. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
}

/**
 * PaymentIntents for Stripe's Payment Element, through the official SDK: created without a
 * payment method and never confirmed here (the browser confirms it with Stripe.js, which runs
 * 3-D Secure itself), for the whole RWF amount (zero-decimal at Stripe), with our reference as
 * the idempotency key and in the metadata, where the webhook finds it again.
 */
export class StripeCardIntents implements CardIntents {
  readonly publishableKey: string;
  private readonly stripe: Stripe;

  constructor(private readonly settings: StripeCardIntentsSettings) {
    this.publishableKey = settings.publishableKey;
    this.stripe = new Stripe(settings.secretKey, {
      maxNetworkRetries: settings.maxNetworkRetries ?? 2,
      timeout: settings.timeoutMs ?? 20_000,
      ...(settings.api ?? {}),
    });
  }

  async open(request: CardIntentRequest): Promise<CardIntentState> {
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: request.amount,
          currency: request.currency.toLowerCase(),
          // The methods enabled in Stripe's dashboard (cards); the Payment Element shows them.
          automatic_payment_methods: { enabled: true },
          description: request.description,
          metadata: { referenceId: request.reference, paymentId: request.paymentId, orderId: request.orderId, orderNumber: request.orderNumber },
        },
        { idempotencyKey: request.reference },
      );
      return stateOf(intent);
    } catch (error) {
      throw this.trouble(error, 'create');
    }
  }

  async find(intentId: string): Promise<CardIntentState> {
    try {
      return stateOf(await this.stripe.paymentIntents.retrieve(intentId));
    } catch (error) {
      throw this.trouble(error, 'retrieve');
    }
  }

  async cancel(intentId: string): Promise<void> {
    try {
      await this.stripe.paymentIntents.cancel(intentId);
    } catch (error) {
      // Usually it had ended already (succeeded, or canceled): nothing left to close.
      const e = error as { type?: string; code?: string };
      this.settings.logger.info({ intentId, type: e.type, code: e.code }, 'Stripe PaymentIntent not canceled');
    }
  }

  private trouble(error: unknown, call: string): AppError {
    // Type and code only: a Stripe error's message may echo parameters.
    const e = error as { type?: string; code?: string; statusCode?: number; requestId?: string };
    this.settings.logger.warn({ call, type: e.type, code: e.code, statusCode: e.statusCode, requestId: e.requestId }, 'Stripe PaymentIntent call failed');
    return new AppError('unavailable', PAYMENTS_MESSAGES.cardUnavailable);
  }
}

/**
 * Stripe's statuses in the use case's words. A declined attempt leaves the PaymentIntent in
 * requires_payment_method with its last_payment_error: that is a failed attempt here.
 */
function stateOf(intent: Stripe.PaymentIntent): CardIntentState {
  const state: CardIntentState = {
    intentId: intent.id,
    clientSecret: intent.client_secret ?? '',
    status: 'open',
    amount: intent.status === 'succeeded' ? intent.amount_received : intent.amount,
    currency: intent.currency,
  };
  switch (intent.status) {
    case 'succeeded':
      return { ...state, status: 'succeeded' };
    case 'canceled':
      return { ...state, status: 'canceled', failure: PAYMENTS_MESSAGES.cardInterrupted };
    case 'processing':
    case 'requires_capture':
      return { ...state, status: 'processing' };
    case 'requires_payment_method':
      return intent.last_payment_error
        ? { ...state, status: 'failed', failure: intent.last_payment_error.message || PAYMENTS_MESSAGES.cardDeclined }
        : state;
    default:
      return state;
  }
}
