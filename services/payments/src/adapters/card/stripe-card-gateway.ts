import { AppError } from '@shop/domain';
import type { Logger } from '@shop/platform';
import Stripe from 'stripe';
import type { CardCharge, CardChargeResult, CardGateway } from '../../core/ports/card-gateway.port';
import type { RefundRequest, RefundResult } from '../../core/ports/refunds.port';
import { PAYMENTS_MESSAGES } from '../../core/payments-messages';
import { StripeRefunds } from './stripe-refunds';
import { testCardFor } from './test-cards';

export interface StripeCardGatewaySettings {
  /** STRIPE_SECRET_KEY (sk_test_… or sk_live_…). */
  secretKey: string;
  logger: Logger;
  /** Per request. Default 20 s. */
  timeoutMs?: number;
  /** Retries of a failed network call (the idempotency key makes them safe). Default 2. */
  maxNetworkRetries?: number;
  /** Tests point the SDK at a local server; production leaves it to api.stripe.com. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
}

const REQUIRES_ACTION = 'This card needs an extra authentication step, which is not supported here. Please use another card.';
const NOT_COMPLETED = 'The card payment could not be completed.';

/**
 * Card payments through Stripe's official SDK: a PaymentIntent for the whole RWF amount (RWF is
 * zero-decimal at Stripe), confirmed at once, with our reference as the idempotency key.
 *
 * Which PaymentMethod: card fields reach this adapter only in test mode — Stripe's test cards map
 * to Stripe's test PaymentMethods (`pm_card_visa`, …) and other numbers are sent as raw card data
 * (accepted only for accounts with raw-card access). In production the card never reaches our
 * servers: it is typed into Stripe's Payment Element and confirmed by the browser
 * (StripeCardIntents, README.md "Cards in production"). PayByCard refuses card fields with a live
 * key; should any arrive here anyway, they are refused too, never sent.
 */
export class StripeCardGateway implements CardGateway {
  readonly testMode: boolean;
  private readonly stripe: Stripe;
  private readonly refunds: StripeRefunds;

  constructor(private readonly settings: StripeCardGatewaySettings) {
    this.testMode = settings.secretKey.startsWith('sk_test_');
    this.stripe = new Stripe(settings.secretKey, {
      maxNetworkRetries: settings.maxNetworkRetries ?? 2,
      timeout: settings.timeoutMs ?? 20_000,
      ...(settings.api ?? {}),
    });
    this.refunds = new StripeRefunds(this.stripe, settings.logger);
  }

  async charge(charge: CardCharge): Promise<CardChargeResult> {
    try {
      const paymentMethod = await this.paymentMethodFor(charge);
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: charge.amount,
          currency: charge.currency.toLowerCase(),
          payment_method: paymentMethod,
          // Cards only, confirmed here: nothing that would need a redirect back to the shop.
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          confirm: true,
          description: charge.description,
          metadata: charge.metadata,
        },
        { idempotencyKey: charge.reference },
      );
      if (intent.status === 'succeeded') return { status: 'succeeded', paymentIntentId: intent.id };
      if (intent.status === 'requires_action') await this.cancelQuietly(intent.id);
      return {
        status: 'failed',
        paymentIntentId: intent.id,
        code: intent.status,
        message: intent.status === 'requires_action' ? REQUIRES_ACTION : NOT_COMPLETED,
      };
    } catch (error) {
      return this.declined(error);
    }
  }

  /** `paymentReference` is the PaymentIntent the charge made (stripe-refunds.ts). */
  refund(request: RefundRequest): Promise<RefundResult> {
    return this.refunds.refund(request);
  }

  refundStatus(referenceId: string): Promise<RefundResult | null> {
    return this.refunds.refundStatus(referenceId);
  }

  private async paymentMethodFor(charge: CardCharge): Promise<string> {
    const testCard = this.testMode ? testCardFor(charge.card.number) : undefined;
    if (testCard) return testCard.paymentMethod;
    if (!this.testMode) {
      this.settings.logger.error('raw card fields reached the Stripe adapter with a live key; collect cards with Stripe Elements');
      throw new AppError('unavailable', PAYMENTS_MESSAGES.cardUnavailable);
    }
    const method = await this.stripe.paymentMethods.create({
      type: 'card',
      card: { number: charge.card.number, exp_month: charge.card.expMonth, exp_year: charge.card.expYear, cvc: charge.card.cvc },
      billing_details: { name: charge.card.name },
    });
    return method.id;
  }

  /** A card error is the bank's answer (its message is written for the cardholder); anything else is trouble. */
  private declined(error: unknown): CardChargeResult {
    if (error instanceof Stripe.errors.StripeCardError) {
      const result: CardChargeResult = { status: 'failed', message: error.message || PAYMENTS_MESSAGES.cardDeclined };
      const code = error.decline_code ?? error.code;
      if (code) result.code = code;
      if (error.payment_intent?.id) result.paymentIntentId = error.payment_intent.id;
      return result;
    }
    if (error instanceof AppError) throw error;
    const e = error as { type?: string; code?: string; statusCode?: number; requestId?: string };
    // Type and code only: a Stripe error's message may echo parameters.
    this.settings.logger.warn({ type: e.type, code: e.code, statusCode: e.statusCode, requestId: e.requestId }, 'Stripe call failed');
    throw new AppError('unavailable', PAYMENTS_MESSAGES.cardUnavailable);
  }

  private async cancelQuietly(id: string): Promise<void> {
    await this.stripe.paymentIntents.cancel(id).catch(() => undefined);
  }
}
