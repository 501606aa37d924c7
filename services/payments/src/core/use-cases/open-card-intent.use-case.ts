import { AppError } from '@shop/domain';
import type { CardIntentSession, OrderToPay } from '../../api/payments-api';
import { assertPayableOrder, payableOrder, scopedIdempotencyKey } from '../payment/payable-order';
import type { PaymentRecord } from '../payment/payment';
import { PaymentOpener } from '../payment/payment-opener';
import { PAYMENTS_MESSAGES as M } from '../payments-messages';
import type { PaymentsPorts } from '../payments-ports';
import type { Settlement } from '../settlement/settlement';
import { CARD_FORM_MESSAGES as F } from './card-form-messages';
import { CardFormOutcome, madeInCardForm } from './card-form-outcome';
import type { CardIntents, CardIntentState } from './card-form.port';

export interface OpenCardIntentDeps extends Pick<PaymentsPorts, 'payments' | 'orders' | 'clock' | 'ids' | 'logger'> {
  settlement: Settlement;
  /** Absent where the provider's form is not offered (the card simulator, or Stripe without its keys). */
  intents?: CardIntents;
  /** How long the shopper has in the form (typing, 3-D Secure) before the payment fails. */
  windowMs: number;
}

/**
 * Opens a card payment of the order's total at the provider, without card data: the browser
 * takes the card in the provider's own form and confirms it there, 3-D Secure included, and the
 * provider's signed event settles the payment (SettleCardEvent). Meanwhile the payment waits
 * PENDING, holding the order's open slot, with the provider's payment as its providerReference.
 * Asked again (the same Idempotency-Key, or the order's open card-form payment), it answers
 * the same payment while the provider still waits for the card; one that has ended there is
 * settled as it ended, and the order gets a new one.
 */
export class OpenCardIntent {
  private readonly opener: PaymentOpener;
  private readonly outcome: CardFormOutcome;

  constructor(private readonly deps: OpenCardIntentDeps) {
    this.opener = new PaymentOpener(deps);
    this.outcome = new CardFormOutcome(deps);
  }

  async execute(input: OrderToPay & { idempotencyKey?: string }): Promise<CardIntentSession> {
    const { intents } = this.deps;
    if (!intents) throw new AppError('invalid', F.formNotOffered);
    const order = await payableOrder(this.deps.orders, input);
    assertPayableOrder(order);
    const idempotencyKey = scopedIdempotencyKey(order.userId, input.idempotencyKey);
    const now = this.deps.clock.now();
    const deadline = now.getTime() + this.deps.windowMs;
    const { payment, created } = await this.opener.open({
      order,
      method: 'stripe',
      idempotencyKey,
      reuses: madeInCardForm,
      build: () => ({
        orderId: order.orderId,
        orderNumber: order.orderNumber,
        userId: order.userId,
        method: 'stripe',
        amount: order.total,
        currency: 'RWF',
        status: 'PENDING',
        referenceId: this.deps.ids.uuid(),
        attempts: 0,
        createdAt: now.toISOString(),
        updatedAt: now.toISOString(),
        openOrderId: order.orderId,
        // Past the window the poller fails it; an approval that still comes is recorded late.
        nextPollAt: deadline,
        deadlineAt: deadline,
        ...(idempotencyKey ? { idempotencyKey } : {}),
      }),
    });
    const state = created ? await this.openAtProvider(intents, payment) : await this.resume(intents, payment);
    // The earlier form had ended and is settled now: the order's slot is free for a new one.
    if (!state) return this.execute(input);
    return { paymentId: payment.id, clientSecret: state.clientSecret, publishableKey: intents.publishableKey };
  }

  private async openAtProvider(intents: CardIntents, payment: PaymentRecord): Promise<CardIntentState> {
    let state: CardIntentState;
    try {
      state = await intents.open({
        reference: payment.referenceId,
        paymentId: payment.id,
        amount: payment.amount,
        currency: 'RWF',
        description: `DevShop order ${payment.orderNumber}`,
        orderId: payment.orderId,
        orderNumber: payment.orderNumber,
      });
    } catch (error) {
      // No form was handed out, so nothing can be paid on it: the order's slot is freed for another try.
      await this.deps.settlement.settle(payment, { status: 'FAILED', reason: M.cardUnavailable }, ['PENDING']);
      throw error;
    }
    const recorded = await this.deps.payments.transition(payment.id, ['PENDING'], {
      set: { providerReference: state.intentId, updatedAt: this.deps.clock.now().toISOString() },
    });
    if (!recorded) throw new AppError('conflict', M.cardInProgress);
    return state;
  }

  /**
   * The payment an earlier request opened: its form again while the provider still waits for
   * the card; null when it has ended there (now settled), so the order takes a new one.
   */
  private async resume(intents: CardIntents, payment: PaymentRecord): Promise<CardIntentState | null> {
    if (payment.status === 'SUCCESSFUL') throw new AppError('conflict', M.orderAlreadyPaid);
    if (payment.status === 'FAILED') throw new AppError('conflict', payment.reason ?? M.cardDeclined);
    // Still being opened by a request under way.
    if (!payment.providerReference) throw new AppError('conflict', M.cardInProgress);
    const state = await intents.find(payment.providerReference);
    switch (state.status) {
      case 'open':
        return state;
      case 'processing':
        throw new AppError('conflict', M.cardInProgress);
      case 'succeeded': {
        const after = await this.outcome.paid(payment, state);
        throw new AppError('conflict', after.status === 'SUCCESSFUL' ? M.orderAlreadyPaid : M.cardInProgress);
      }
      default:
        // Asked again with the same Idempotency-Key, the next look finds this attempt failed.
        await this.outcome.declined(payment, state.intentId, state.failure ?? M.cardDeclined);
        return null;
    }
  }
}
