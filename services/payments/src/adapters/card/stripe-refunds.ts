import { AppError } from '@shop/domain';
import type { Logger } from '@shop/platform';
import Stripe from 'stripe';
import type { RefundingGateway, RefundRequest, RefundResult } from '../../core/ports/refunds.port';
import { PAYMENTS_MESSAGES } from '../../core/payments-messages';

/** How far back refundStatus looks for a refund of ours (newest first): a refund asked about is recent. */
const MAX_REFUNDS_SEARCHED = 1_000;

/**
 * Refunds through Stripe: `refunds.create` on the PaymentIntent for a whole-RWF amount, with our
 * reference as the idempotency key (a retried refund is never made twice) and in the refund's
 * metadata, which is how refundStatus finds it again: Stripe knows a refund by its own id only.
 */
export class StripeRefunds implements RefundingGateway {
  constructor(
    private readonly stripe: Stripe,
    private readonly logger: Logger,
  ) {}

  async refund(request: RefundRequest): Promise<RefundResult> {
    try {
      const refund = await this.stripe.refunds.create(
        {
          payment_intent: request.paymentReference,
          amount: request.amount,
          reason: 'requested_by_customer',
          metadata: { referenceId: request.referenceId, orderNumber: request.externalId, note: request.note.slice(0, 500) },
        },
        { idempotencyKey: request.referenceId },
      );
      return resultOf(refund);
    } catch (error) {
      return this.refused(error);
    }
  }

  async refundStatus(referenceId: string): Promise<RefundResult | null> {
    let searched = 0;
    try {
      for await (const refund of this.stripe.refunds.list({ limit: 100 })) {
        if (refund.metadata?.referenceId === referenceId) return resultOf(refund);
        searched += 1;
        if (searched >= MAX_REFUNDS_SEARCHED) break;
      }
    } catch (error) {
      throw this.trouble(error);
    }
    return null;
  }

  /** Stripe refusing the request itself (no such PaymentIntent, nothing left to refund) is final. */
  private refused(error: unknown): RefundResult {
    if (error instanceof Stripe.errors.StripeInvalidRequestError || error instanceof Stripe.errors.StripeIdempotencyError) {
      return { status: 'failed', reason: (error.code ?? error.message ?? 'refund refused').slice(0, 200) };
    }
    throw this.trouble(error);
  }

  private trouble(error: unknown): AppError {
    const e = error as { type?: string; code?: string; statusCode?: number; requestId?: string };
    this.logger.warn({ type: e.type, code: e.code, statusCode: e.statusCode, requestId: e.requestId }, 'Stripe refund call failed');
    return new AppError('unavailable', PAYMENTS_MESSAGES.cardUnavailable);
  }
}

/** Stripe's refund statuses: succeeded; pending or requires_action (still on its way); failed or canceled. */
function resultOf(refund: Stripe.Refund): RefundResult {
  switch (refund.status) {
    case 'succeeded':
      return { status: 'succeeded', providerReference: refund.id };
    case 'failed':
    case 'canceled':
      return { status: 'failed', reason: refund.failure_reason ?? refund.status };
    default:
      return { status: 'pending', providerReference: refund.id };
  }
}
