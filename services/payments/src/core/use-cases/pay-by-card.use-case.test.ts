import { AppError } from '@shop/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { embeddedPayments, type EmbeddedPayments } from '../../testing/embedded-ports';
import { capturedLogger, LOG_LEVEL, type LogLine } from '../../testing/captured-logger';
import { aPayment } from '../../testing/payment-records';
import { testOrder, toPay } from '../../testing/payments-test-kit';
import type { CardCharge, CardChargeResult, CardGateway } from '../ports/card-gateway.port';
import type { PaymentRecord } from '../payment/payment';
import { CARD_FORM_MESSAGES } from './card-form-messages';
import { cardResult, PayByCard } from './pay-by-card.use-case';

const NOW = new Date('2026-11-23T10:00:00.000Z');
const CARD = { name: 'Aline Uwase', number: '4242 4242 4242 4242', expiry: '12/30', cvv: '123' };

describe('paying an order by card', () => {
  let shop: EmbeddedPayments;
  let charges: Array<{ charge: CardCharge; stored: PaymentRecord | null }>;
  let answer: () => Promise<CardChargeResult>;
  let logs: LogLine[];

  beforeEach(async () => {
    shop = await embeddedPayments({ cardDeadlineMs: 90_000 }, { clock: { now: () => new Date(NOW) } });
    charges = [];
    answer = async () => ({ status: 'succeeded', paymentIntentId: 'pi_1' });
    logs = [];
  });
  afterEach(() => shop.close());

  /** The card provider: records each charge and the payment as stored while it is being charged. */
  const payByCard = (mode: 'test' | 'live' = 'test') => {
    const cards: CardGateway = {
      testMode: mode === 'test',
      refund: async () => ({ status: 'failed', reason: 'not in this test' }),
      refundStatus: async () => null,
      charge: async (charge) => {
        charges.push({ charge, stored: await shop.ports.payments.findById(charge.metadata.paymentId!) });
        return answer();
      },
    };
    const { logger, lines } = capturedLogger();
    logs = lines;
    return new PayByCard({ ...shop.ports, cards, logger, settlement: shop.settlement });
  };

  it('charges the order total once, in RWF, naming the order, and keeps only brand and last four digits', async () => {
    const order = testOrder();
    const result = await payByCard().execute({ ...toPay(order), card: CARD });
    expect(charges.map(({ charge }) => charge)).toEqual([
      {
        reference: result.referenceId,
        amount: 151_000,
        currency: 'RWF',
        description: `DevShop order ${order.orderNumber}`,
        metadata: { orderId: order.orderId, orderNumber: order.orderNumber, paymentId: result.paymentId },
        card: { name: 'Aline Uwase', number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' },
      },
    ]);
    expect(result).toEqual({
      success: true,
      paymentId: result.paymentId,
      referenceId: result.referenceId,
      paymentIntentId: 'pi_1',
      status: 'succeeded',
      message: 'Payment successful',
      card: { brand: 'visa', last4: '4242' },
    });
    const stored = await shop.ports.payments.findById(result.paymentId);
    expect(stored).toMatchObject({ method: 'stripe', amount: 151_000, currency: 'RWF', status: 'SUCCESSFUL', providerReference: 'pi_1' });
  });

  it('while the card is charged the payment waits, due to fail if still unsettled at the card deadline', async () => {
    await payByCard().execute({ ...toPay(testOrder()), card: CARD });
    const deadline = NOW.getTime() + 90_000;
    expect(charges[0]?.stored).toMatchObject({ status: 'PENDING', nextPollAt: deadline, deadlineAt: deadline });
  });

  it('a decline is an answer: the payment fails with the provider’s message', async () => {
    answer = async () => ({ status: 'failed', paymentIntentId: 'pi_2', message: 'Your card has insufficient funds.' });
    const result = await payByCard().execute({ ...toPay(testOrder()), card: CARD });
    expect(result).toMatchObject({ success: false, status: 'failed', paymentIntentId: 'pi_2', message: 'Your card has insufficient funds.' });
    expect(await shop.ports.payments.findById(result.paymentId)).toMatchObject({ status: 'FAILED', reason: 'Your card has insufficient funds.', providerReference: 'pi_2' });
  });

  it('a decline without a message or provider reference reads as a plain decline', async () => {
    answer = async () => ({ status: 'failed', message: '' });
    const result = await payByCard().execute({ ...toPay(testOrder()), card: CARD });
    expect(result).toMatchObject({ success: false, paymentIntentId: result.referenceId, message: 'Your card was declined.' });
    const stored = await shop.ports.payments.findById(result.paymentId);
    expect(stored?.reason).toBe('Your card was declined.');
    expect(stored).not.toHaveProperty('providerReference');
  });

  it('a provider that cannot be reached fails the payment as unavailable, logging what went wrong but never the card', async () => {
    answer = async () => {
      throw new AppError('unavailable', 'card provider timed out');
    };
    const result = await payByCard().execute({ ...toPay(testOrder()), card: CARD });
    expect(result).toMatchObject({ success: false, message: 'Card payments are unavailable right now. Please try again in a moment.' });
    expect((await shop.ports.payments.findById(result.paymentId))?.status).toBe('FAILED');
    expect(logs).toEqual([expect.objectContaining({ level: LOG_LEVEL.warn, paymentId: result.paymentId, error: 'card provider timed out', msg: expect.stringMatching(/\S/) })]);
    expect(JSON.stringify(logs)).not.toMatch(/4242 ?4242/);
  });

  it('a provider failing with something other than an error is logged as unknown', async () => {
    answer = async () => Promise.reject('socket hang up');
    const result = await payByCard().execute({ ...toPay(testOrder()), card: CARD });
    expect(logs).toEqual([expect.objectContaining({ level: LOG_LEVEL.warn, paymentId: result.paymentId, error: 'unknown' })]);
  });

  it('a repeated request (same Idempotency-Key) gets the first answer without a second charge', async () => {
    const order = testOrder();
    const first = await payByCard().execute({ ...toPay(order), card: CARD, idempotencyKey: 'k1' });
    const again = await payByCard().execute({ ...toPay(order), card: CARD, idempotencyKey: 'k1' });
    expect(again).toEqual(first);
    expect(charges).toHaveLength(1);
  });

  it('with a live provider, card fields are refused unread: nothing charged, nothing recorded, the provider’s form named', async () => {
    const order = testOrder();
    const refusal = await payByCard('live').execute({ ...toPay(order), card: CARD }).catch((error: AppError) => error);
    expect(refusal).toMatchObject({ kind: 'invalid', message: CARD_FORM_MESSAGES.rawCardRefused });
    expect(CARD_FORM_MESSAGES.rawCardRefused).toMatch(/card form of our payment provider/);
    // Even a card that fails every check is refused for what it is, not checked.
    const unchecked = await payByCard('live').execute({ ...toPay(order), card: { name: '', number: '1', expiry: '', cvv: '' } }).catch((error: AppError) => error);
    expect(unchecked).toMatchObject({ kind: 'invalid', message: CARD_FORM_MESSAGES.rawCardRefused });
    expect(charges).toEqual([]);
    expect(await shop.ports.payments.listForOrder(order.orderId)).toEqual([]);
    expect(JSON.stringify(logs)).not.toContain('4242');
  });

  it('a repeated request while the first charge is still running is a conflict', async () => {
    const order = testOrder();
    await shop.ports.payments.insert({
      ...aPayment({ orderId: order.orderId, userId: order.userId, method: 'stripe', status: 'PENDING', idempotencyKey: `${order.userId}:k1` }),
      id: undefined,
    });
    const refusal = await payByCard().execute({ ...toPay(order), card: CARD, idempotencyKey: 'k1' }).catch((error: AppError) => error);
    expect(refusal).toMatchObject({ kind: 'conflict', message: 'A card payment for this order is still being processed' });
    expect(charges).toHaveLength(0);
  });
});

describe('a card payment as the shopper is answered', () => {
  it('shows a plain card when none was kept', () => {
    const payment = aPayment({ method: 'stripe', status: 'FAILED' });
    expect(cardResult(payment)).toEqual({
      success: false,
      paymentId: payment.id,
      referenceId: payment.referenceId,
      paymentIntentId: payment.referenceId,
      status: 'failed',
      message: 'Your card was declined.',
      card: { brand: 'card', last4: '' },
    });
  });
});
