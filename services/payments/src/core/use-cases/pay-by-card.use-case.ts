import { AppError } from '@shop/domain';
import type { CardInput, CardPaymentResult, OrderToPay } from '../../api/payments-api';
import type { CardChargeResult } from '../ports/card-gateway.port';
import { checkedCard, type CheckedCard } from '../payment/card-details';
import { assertPayableOrder, payableOrder, scopedIdempotencyKey } from '../payment/payable-order';
import type { PaymentRecord } from '../payment/payment';
import { PaymentOpener } from '../payment/payment-opener';
import { PAYMENTS_MESSAGES as M } from '../payments-messages';
import type { PaymentsPorts } from '../payments-ports';
import type { Outcome, Settlement } from '../settlement/settlement';
import { CARD_FORM_MESSAGES } from './card-form-messages';

/**
 * Charges a card for the order's total. The card goes to the provider and nowhere else: the
 * payment keeps brand and last four digits. A decline is an answer (`success: false`), and,
 * like every outcome, settles the payment and emits `payment.settled` once. Card fields are
 * taken only where no real money moves (the simulator, a test key): a live provider's cards are
 * typed into its own form (OpenCardIntent), so card fields sent here are refused unread.
 */
export class PayByCard {
  private readonly opener: PaymentOpener;

  constructor(private readonly deps: Pick<PaymentsPorts, 'payments' | 'orders' | 'cards' | 'clock' | 'ids' | 'logger' | 'rules'> & { settlement: Settlement }) {
    this.opener = new PaymentOpener(deps);
  }

  async execute(input: OrderToPay & { card: CardInput; idempotencyKey?: string }): Promise<CardPaymentResult> {
    if (this.deps.cards.unconfigured) throw new AppError('unavailable', this.deps.cards.unconfigured);
    if (!this.deps.cards.testMode) throw new AppError('invalid', CARD_FORM_MESSAGES.rawCardRefused);
    const { clock, ids, rules } = this.deps;
    const now = clock.now();
    const card = checkedCard(input.card, now);
    const order = await payableOrder(this.deps.orders, input);
    assertPayableOrder(order);
    const idempotencyKey = scopedIdempotencyKey(order.userId, input.idempotencyKey);
    const deadline = now.getTime() + rules.cardDeadlineMs;
    const { payment, created } = await this.opener.open({
      order,
      method: 'stripe',
      idempotencyKey,
      reuses: () => false,
      build: () => ({
        orderId: order.orderId,
        orderNumber: order.orderNumber,
        userId: order.userId,
        method: 'stripe',
        amount: order.total,
        currency: 'RWF',
        status: 'PENDING',
        referenceId: ids.uuid(),
        attempts: 0,
        createdAt: now.toISOString(),
        updatedAt: now.toISOString(),
        openOrderId: order.orderId,
        nextPollAt: deadline,
        deadlineAt: deadline,
        card: { brand: card.brand, last4: card.last4 },
        ...(idempotencyKey ? { idempotencyKey } : {}),
      }),
    });
    if (!created) {
      if (payment.status === 'PENDING') throw new AppError('conflict', M.cardInProgress);
      return cardResult(payment);
    }
    const outcome = outcomeOf(await this.charge(payment, card));
    return cardResult((await this.deps.settlement.settle(payment, outcome, ['PENDING'])).payment);
  }

  private async charge(payment: PaymentRecord, card: CheckedCard): Promise<CardChargeResult | undefined> {
    try {
      return await this.deps.cards.charge({
        reference: payment.referenceId,
        amount: payment.amount,
        currency: 'RWF',
        description: `DevShop order ${payment.orderNumber}`,
        metadata: { orderId: payment.orderId, orderNumber: payment.orderNumber, paymentId: payment.id },
        card: { name: card.name, number: card.number, expMonth: card.expMonth, expYear: card.expYear, cvc: card.cvc },
      });
    } catch (error) {
      // Only what went wrong, never the card: the error is ours or the provider's, not the input.
      this.deps.logger.warn({ paymentId: payment.id, error: error instanceof Error ? error.message : 'unknown' }, 'card charge failed');
      return undefined;
    }
  }
}

function outcomeOf(result: CardChargeResult | undefined): Outcome {
  if (!result) return { status: 'FAILED', reason: M.cardUnavailable };
  if (result.status === 'succeeded') return { status: 'SUCCESSFUL', providerReference: result.paymentIntentId };
  const outcome: Outcome = { status: 'FAILED', reason: result.message || M.cardDeclined };
  if (result.paymentIntentId) outcome.providerReference = result.paymentIntentId;
  return outcome;
}

export function cardResult(payment: PaymentRecord): CardPaymentResult {
  const success = payment.status === 'SUCCESSFUL';
  return {
    success,
    paymentId: payment.id,
    referenceId: payment.referenceId,
    paymentIntentId: payment.providerReference ?? payment.referenceId,
    status: success ? 'succeeded' : 'failed',
    message: success ? M.cardSucceeded : (payment.reason ?? M.cardDeclined),
    card: payment.card ?? { brand: 'card', last4: '' },
  };
}
