import { AppError } from '@shop/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { capturedLogger, type LogLine } from '../../testing/captured-logger';
import { embeddedPayments, type EmbeddedPayments } from '../../testing/embedded-ports';
import { aPayment } from '../../testing/payment-records';
import type { CardGateway } from '../ports/card-gateway.port';
import type { MobileMoneyGateway } from '../ports/mobile-money-gateway.port';
import type { RefundRequest, RefundResult } from '../ports/refunds.port';
import type { RefundRecord } from './refund';
import { RefundSender } from './refund-sender';

const START = Date.parse('2026-11-29T09:00:00.000Z');

/** A provider that answers as the test says and notes what it was asked. */
function provider() {
  const asked: Array<{ call: 'refund' | 'refundStatus'; request: RefundRequest | string }> = [];
  let answer: () => Promise<RefundResult | null> = async () => ({ status: 'succeeded' });
  const gateway = {
    refund: async (request: RefundRequest) => (asked.push({ call: 'refund', request }), answer()),
    refundStatus: async (referenceId: string) => (asked.push({ call: 'refundStatus', request: referenceId }), answer()),
  };
  return { gateway, asked, answers: (next: () => Promise<RefundResult | null>) => (answer = next) };
}

describe('RefundSender', () => {
  let shop: EmbeddedPayments;
  let now: number;
  let wallet: ReturnType<typeof provider>;
  let card: ReturnType<typeof provider>;
  let logs: LogLine[];
  let sender: RefundSender;

  beforeEach(async () => {
    now = START;
    shop = await embeddedPayments({ firstPollDelayMs: 2_000, refundCheckIntervalMs: 60_000 }, { clock: { now: () => new Date(now) } });
    wallet = provider();
    card = provider();
    const { logger, lines } = capturedLogger();
    logs = lines;
    const wallets = { mtn: wallet.gateway as unknown as MobileMoneyGateway, airtel: wallet.gateway as unknown as MobileMoneyGateway };
    sender = new RefundSender({ ...shop.ports, wallets, cards: card.gateway as unknown as CardGateway, logger });
  });
  afterEach(() => shop.close());

  /** A settled payment and a refund of `amount` of it, as RefundPayment stores them. */
  async function refundOf(payment = aPayment({ status: 'SUCCESSFUL', phone: '250780000001', providerReference: '9876543210' }), amount = 50_000, overrides: Partial<RefundRecord> = {}) {
    await shop.ports.payments.insert(payment);
    const refund: RefundRecord = {
      id: payment.orderId.replace(/^7/, '9'),
      orderId: payment.orderId,
      orderNumber: payment.orderNumber,
      paymentId: payment.id,
      method: payment.method,
      amount,
      state: 'requested',
      referenceId: '1b7e1f3a-5c2d-4e8f-9a6b-000000000001',
      attempts: 0,
      nextCheckAt: now,
      deadlineAt: now + 24 * 3_600_000,
      createdAt: new Date(now).toISOString(),
      updatedAt: new Date(now).toISOString(),
      ...overrides,
    };
    await shop.ports.refunds.insert(refund);
    return refund;
  }
  const stored = async (refund: RefundRecord) => (await shop.ports.refunds.findById(refund.id))!;
  const refundedEvents = async () => (await shop.outbox()).filter((entry) => entry.event.type === 'payment.refunded').map((entry) => entry.event.data);

  it('asks a wallet with our reference, the payment’s reference, its transaction id, the payer’s number and what it took', async () => {
    const refund = await refundOf();
    await sender.advance(refund);
    expect(wallet.asked).toEqual([
      {
        call: 'refund',
        request: {
          referenceId: refund.referenceId,
          amount: 50_000,
          paymentAmount: 151_000,
          paymentReference: '0b7e1f3a-5c2d-4e8f-9a6b-' + refund.orderNumber.slice(-6) + '000000',
          providerTransactionId: '9876543210',
          msisdn: '250780000001',
          externalId: refund.orderNumber,
          note: `Refund of order ${refund.orderNumber}`,
        },
      },
    ]);
    expect(await stored(refund)).toMatchObject({ state: 'succeeded', eventRecorded: true });
  });

  it('asks the card provider by the PaymentIntent the payment was known by', async () => {
    const refund = await refundOf(aPayment({ method: 'stripe', status: 'SUCCESSFUL', providerReference: 'pi_123' }));
    await sender.advance(refund);
    expect(card.asked).toEqual([{ call: 'refund', request: expect.objectContaining({ paymentReference: 'pi_123', paymentAmount: 151_000 }) }]);
    expect((card.asked[0]!.request as RefundRequest).providerTransactionId).toBeUndefined();
    expect(wallet.asked).toEqual([]);
  });

  it('follows a refund the provider accepted until it says how it ended: soon at first, then every interval', async () => {
    const refund = await refundOf();
    wallet.answers(async () => ({ status: 'pending', providerReference: 'rf-1' }));
    await sender.advance(refund);
    expect(await stored(refund)).toMatchObject({ state: 'pending', attempts: 1, nextCheckAt: START + 2_000, providerReference: 'rf-1' });
    await sender.advance(await stored(refund));
    expect(await stored(refund)).toMatchObject({ state: 'pending', attempts: 2, nextCheckAt: START + 60_000 });
    wallet.answers(async () => ({ status: 'succeeded', providerReference: 'rf-1' }));
    await sender.advance(await stored(refund));
    expect(wallet.asked.map((each) => each.call)).toEqual(['refund', 'refundStatus', 'refundStatus']);
    expect(await refundedEvents()).toEqual([expect.objectContaining({ refundId: refund.id, status: 'succeeded', providerReference: 'rf-1', paymentId: refund.paymentId })]);
  });

  it('asks again later, with the same reference, when the provider could not be reached, keeping the state it had', async () => {
    const refund = await refundOf();
    wallet.answers(async () => Promise.reject(new AppError('unavailable', 'MoMo is down')));
    await sender.advance(refund);
    expect(await stored(refund)).toMatchObject({ state: 'requested', attempts: 1 });
    expect(logs.some((line) => line.msg === 'refund could not be asked for; will ask again' && line.refundId === refund.id)).toBe(true);
    const pending = await refundOf(aPayment({ status: 'SUCCESSFUL' }), 1_000, { state: 'pending', attempts: 3 });
    await sender.advance(pending);
    expect(await stored(pending)).toMatchObject({ state: 'pending', attempts: 4, nextCheckAt: START + 60_000 });
    expect(await refundedEvents()).toEqual([]);
  });

  it('asks for the refund again when the provider does not know it, and records a refusal with its reason', async () => {
    const refund = await refundOf(undefined, 50_000, { state: 'pending', attempts: 1 });
    wallet.answers(async () => null);
    await sender.advance(refund);
    expect(await stored(refund)).toMatchObject({ state: 'requested', attempts: 2 });
    wallet.answers(async () => ({ status: 'failed', reason: 'NOT_ALLOWED' }));
    await sender.advance(await stored(refund));
    expect(await stored(refund)).toMatchObject({ state: 'failed', reason: 'NOT_ALLOWED' });
    expect(await refundedEvents()).toEqual([expect.objectContaining({ status: 'failed', reason: 'NOT_ALLOWED' })]);
  });

  it('fails a refund the provider never confirmed in time, or whose payment is gone, without asking the provider', async () => {
    const late = await refundOf(undefined, 50_000, { deadlineAt: START });
    await sender.advance(late);
    expect(await stored(late)).toMatchObject({ state: 'failed', reason: 'The provider did not confirm the refund in time' });
    const orphan = await refundOf(aPayment({ status: 'SUCCESSFUL' }), 1_000, { paymentId: '65a1b2c3d4e5f6a7b8ffffff' });
    await sender.advance(orphan);
    expect(await stored(orphan)).toMatchObject({ state: 'failed', reason: 'No settled payment of this order can be refunded' });
    expect(wallet.asked).toEqual([]);
  });

  it('announces a settled refund once, and finishes an announcement cut short', async () => {
    const refund = await refundOf();
    await sender.advance(refund);
    await sender.settle.settle(await stored(refund), { state: 'failed', reason: 'late' });
    expect(await refundedEvents()).toHaveLength(1);
    await shop.ports.refunds.transition(refund.id, ['succeeded'], { eventRecorded: false });
    await shop.documents.collection('outbox').deleteMany({});
    expect(await sender.settle.recordPending()).toBe(1);
    expect(await refundedEvents()).toEqual([expect.objectContaining({ refundId: refund.id, status: 'succeeded', currency: 'RWF', amount: 50_000, method: 'momo' })]);
    expect(await sender.settle.recordPending()).toBe(0);
  });
});
