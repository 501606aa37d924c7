import { PAYMENT_CHECK_REQUESTED, type PaymentCheckRequestedData } from '@shop/contracts';
import { createEvent, type DomainEvent } from '@shop/platform';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestPayments, testOrder, toPay, waitFor, type TestPayments } from '../../testing/payments-test-kit';
import { capturedLogger, LOG_LEVEL } from '../../testing/captured-logger';
import { aPayment } from '../../testing/payment-records';
import type { PaymentRecord } from '../payment/payment';
import type { PaymentRepository } from '../ports/payment-repository.port';
import type { CheckLateApproval } from './check-late-approval.use-case';
import type { PollPayments } from './poll-payments.use-case';
import { RecheckOrderPayments } from './recheck-order-payments.use-case';

describe('payment.check-requested: the owner asks whether their payment went through', () => {
  let shop: TestPayments;
  beforeEach(async () => {
    // The service's own polling waits a minute: only the request makes payments ask now.
    shop = await startTestPayments({ settings: { pollIntervalMs: 60_000, firstPollDelayMs: 60_000, pollDeadlineMs: 600_000 } });
  });
  afterEach(() => shop.close());

  /** How often the provider was asked about the prompt. */
  const statusChecks = (referenceId: string) => shop.simulator.receivedOn('GET', `/collection/v1_0/requesttopay/${referenceId}`).length;
  const ask = async (data: PaymentCheckRequestedData, eventId?: string): Promise<DomainEvent> => {
    const event = createEvent(PAYMENT_CHECK_REQUESTED, data, { now: new Date(), ...(eventId ? { id: eventId } : {}) });
    await shop.events.publish(event);
    await shop.events.drain();
    return event;
  };

  it('asks the provider about the open prompt now, and settles what it answers, once per event', async () => {
    const order = testOrder();
    const payment = await shop.api.requestMobileMoney({ ...toPay(order), phone: '0780000003' });
    shop.simulator.answer(payment.referenceId, { status: 'SUCCESSFUL' });
    const before = statusChecks(payment.referenceId);
    const event = await ask({ orderId: order.orderId, userId: order.userId });
    expect(statusChecks(payment.referenceId)).toBe(before + 1);
    await waitFor(() => shop.settled.find((settled) => settled.data.paymentId === payment.paymentId));
    expect(shop.settled[0]?.data).toMatchObject({ orderId: order.orderId, status: 'paid', amount: 151_000 });
    await ask({ orderId: order.orderId, userId: order.userId }, event.id);
    expect(statusChecks(payment.referenceId)).toBe(before + 1);
  });

  it("asks nothing for someone else's request, and sets nothing from the request itself", async () => {
    const order = testOrder();
    const payment = await shop.api.requestMobileMoney({ ...toPay(order), phone: '0780000003' });
    const before = statusChecks(payment.referenceId);
    await ask({ orderId: order.orderId, userId: testOrder().userId });
    expect(statusChecks(payment.referenceId)).toBe(before);
    await ask({ orderId: order.orderId, userId: order.userId });
    expect(statusChecks(payment.referenceId)).toBe(before + 1);
    expect((await shop.api.listForOrder(order.orderId))[0]).toMatchObject({ paymentId: payment.paymentId, status: 'PENDING' });
    expect(shop.settled).toEqual([]);
  });
});

const ORDER_ID = '6751f0a2b3c4d5e6f7a8b9c0';
const OWNER = '6751f0a2b3c4d5e6f7a8ffff';

function recheckOf(stored: PaymentRecord[], options: { pollFails?: boolean } = {}) {
  const listed: string[] = [];
  const asked: string[] = [];
  const payments = { listForOrder: async (orderId: string) => (listed.push(orderId), stored) } as Partial<PaymentRepository> as PaymentRepository;
  const poller = {
    poll: async (payment: PaymentRecord) => {
      asked.push(`poll ${payment.id}`);
      if (options.pollFails) throw new Error('MoMo did not answer');
      return payment;
    },
  } as Partial<PollPayments> as PollPayments;
  const late = { check: async (payment: PaymentRecord) => (asked.push(`late ${payment.id}`), payment) } as Partial<CheckLateApproval> as CheckLateApproval;
  const { logger, lines } = capturedLogger();
  return { recheck: new RecheckOrderPayments({ payments, logger, poller, late }), listed, asked, lines };
}

describe('an owner asking whether their payment went through', () => {
  const waiting = aPayment({ orderId: ORDER_ID, userId: OWNER, method: 'momo', status: 'PENDING' });
  const timedOut = aPayment({ orderId: ORDER_ID, userId: OWNER, method: 'momo', status: 'FAILED', reason: 'timed out' });
  const others = [
    aPayment({ orderId: ORDER_ID, userId: OWNER, method: 'stripe', status: 'PENDING' }),
    aPayment({ orderId: ORDER_ID, userId: OWNER, method: 'momo', status: 'SUCCESSFUL' }),
    aPayment({ orderId: ORDER_ID, userId: OWNER, method: 'momo', status: 'FAILED', reason: 'APPROVAL_REJECTED' }),
    aPayment({ orderId: ORDER_ID, userId: OWNER, method: 'manual_momo', status: 'AWAITING_VERIFICATION' }),
    aPayment({ orderId: ORDER_ID, userId: 'f'.repeat(24), method: 'momo', status: 'PENDING' }),
  ];

  it("has the provider asked about the order's waiting and timed-out prompts only, their own only", async () => {
    const { recheck, listed, asked } = recheckOf([...others, waiting, timedOut]);
    expect(await recheck.execute({ orderId: ORDER_ID.toUpperCase(), userId: OWNER.toUpperCase() })).toBe(2);
    expect(listed).toEqual([ORDER_ID]);
    expect(asked).toEqual([`poll ${waiting.id}`, `late ${timedOut.id}`]);
  });

  it('names an order that is no order: nothing is looked at', async () => {
    const { recheck, listed } = recheckOf([waiting]);
    expect(await recheck.execute({ orderId: 'order-1', userId: OWNER })).toBe(0);
    expect(listed).toEqual([]);
  });

  it('leaves a prompt the provider could not be asked about to the poller', async () => {
    const { recheck, asked, lines } = recheckOf([waiting, timedOut], { pollFails: true });
    expect(await recheck.execute({ orderId: ORDER_ID, userId: OWNER })).toBe(2);
    expect(asked).toEqual([`poll ${waiting.id}`, `late ${timedOut.id}`]);
    expect(lines).toEqual([expect.objectContaining({ level: LOG_LEVEL.warn, paymentId: waiting.id, msg: expect.stringMatching(/\S/) })]);
  });
});
