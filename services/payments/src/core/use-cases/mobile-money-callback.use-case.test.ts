import { afterEach, describe, expect, it } from 'vitest';
import { testOrder, toPay, startTestPayments, waitFor, type TestPayments } from '../../testing/payments-test-kit';
import { aPayment } from '../../testing/payment-records';
import type { PaymentRecord } from '../payment/payment';
import type { PaymentRepository } from '../ports/payment-repository.port';
import type { CheckLateApproval } from './check-late-approval.use-case';
import { MobileMoneyCallback } from './mobile-money-callback.use-case';
import type { PollPayments } from './poll-payments.use-case';

describe('MoMo callback', () => {
  let shop: TestPayments | undefined;
  afterEach(() => shop?.close());

  it('brings the poll forward (the poller alone would wait a minute); duplicates change nothing twice', async () => {
    shop = await startTestPayments({ settings: { pollIntervalMs: 60_000, pollDeadlineMs: 120_000, simulatorApproveAfterMs: 0 } });
    const { api, simulator } = shop;
    const payment = await api.requestMobileMoney({ ...toPay(testOrder()), phone: '0780000001' });
    const polls = () => simulator.received.filter((request) => request.method === 'GET').length;
    expect(polls()).toBe(0);

    await Promise.all([api.mobileMoneyCallback({ referenceId: payment.referenceId }), api.mobileMoneyCallback({ referenceId: payment.referenceId })]);
    await api.mobileMoneyCallback({ externalId: payment.orderNumber });
    await api.mobileMoneyCallback({ referenceId: payment.referenceId });
    expect((await api.checkStatus({ paymentId: payment.paymentId })).status).toBe('SUCCESSFUL');
    expect(polls()).toBeLessThanOrEqual(2);

    await waitFor(() => shop!.settled.length === 1);
    const outbox = shop.documents.collection('outbox');
    await waitFor(async () => (await outbox.count({ status: 'published' })) === 1);
    expect(await outbox.count({})).toBe(1);
    expect(shop.settled).toHaveLength(1);
  });
});

const REFERENCE = '0b7e1f3a-5c2d-4e8f-9a6b-1234567890ab';

/** A store holding one payment, findable by its reference and (while a PENDING prompt) its order number. */
function callbackOn(payment: PaymentRecord | null) {
  const lookedUp: string[] = [];
  const polled: PaymentRecord[] = [];
  const checkedLate: PaymentRecord[] = [];
  const payments = {
    findByReference: async (referenceId: string) => (lookedUp.push(`reference ${referenceId}`), payment?.referenceId === referenceId ? payment : null),
    findPendingMobileMoneyByOrderNumber: async (orderNumber: string) => (
      lookedUp.push(`order ${orderNumber}`), payment?.orderNumber === orderNumber ? payment : null
    ),
  } as Partial<PaymentRepository> as PaymentRepository;
  const poller = { poll: async (found: PaymentRecord) => (polled.push(found), found) } as Partial<PollPayments> as PollPayments;
  const late = { check: async (found: PaymentRecord) => (checkedLate.push(found), found) } as Partial<CheckLateApproval> as CheckLateApproval;
  return { callback: new MobileMoneyCallback({ payments, poller, late }), lookedUp, polled, checkedLate };
}

describe('a mobile-money callback', () => {
  it('naming a waiting prompt by its reference (any letter case) brings its poll forward', async () => {
    const payment = aPayment({ referenceId: REFERENCE });
    const shop = callbackOn(payment);
    await shop.callback.execute({ referenceId: REFERENCE.toUpperCase(), externalId: payment.orderNumber });
    expect(shop.lookedUp).toEqual([`reference ${REFERENCE}`]);
    expect(shop.polled).toEqual([payment]);
    expect(shop.checkedLate).toEqual([]);
  });

  it('naming a waiting prompt by its order number brings its poll forward', async () => {
    const payment = aPayment({ orderNumber: 'N'.repeat(50) });
    const shop = callbackOn(payment);
    await shop.callback.execute({ referenceId: REFERENCE, externalId: payment.orderNumber });
    expect(shop.lookedUp).toEqual([`reference ${REFERENCE}`, `order ${payment.orderNumber}`]);
    expect(shop.polled).toEqual([payment]);
  });

  it.each([
    ['not a UUID', 'not-a-uuid'],
    ['a UUID with text before it', `x${REFERENCE}`],
    ['a UUID with text after it', `${REFERENCE}x`],
    ['sent as a list', [REFERENCE] as unknown as string],
  ])('ignores a reference that is %s', async (_case, referenceId) => {
    const shop = callbackOn(aPayment({ referenceId: REFERENCE }));
    await shop.callback.execute({ referenceId });
    expect(shop.lookedUp).toEqual([]);
    expect(shop.polled).toEqual([]);
  });

  it('ignores an order number longer than any the shop gives', async () => {
    const payment = aPayment({ orderNumber: 'N'.repeat(51) });
    const shop = callbackOn(payment);
    await shop.callback.execute({ externalId: payment.orderNumber });
    await shop.callback.execute({ externalId: 51 as unknown as string });
    expect(shop.lookedUp).toEqual([]);
    expect(shop.polled).toEqual([]);
  });

  it.each([
    ['a card payment', aPayment({ referenceId: REFERENCE, method: 'stripe' })],
    ['a paid prompt', aPayment({ referenceId: REFERENCE, status: 'SUCCESSFUL' })],
    ['a prompt the shopper refused', aPayment({ referenceId: REFERENCE, status: 'FAILED', reason: 'APPROVAL_REJECTED' })],
    ['a card payment failed for want of an answer', aPayment({ referenceId: REFERENCE, method: 'stripe', status: 'FAILED', reason: 'timed out' })],
  ])('changes nothing for %s', async (_case, payment) => {
    const shop = callbackOn(payment);
    await shop.callback.execute({ referenceId: REFERENCE });
    expect(shop.polled).toEqual([]);
    expect(shop.checkedLate).toEqual([]);
  });

  it.each([
    ['timed out', 'timed out'],
    ['was unknown at the provider', 'The payment request was not found at the provider'],
  ])('asks again about a prompt that %s, in case it was approved late', async (_case, reason) => {
    const payment = aPayment({ referenceId: REFERENCE, status: 'FAILED', reason });
    const shop = callbackOn(payment);
    await shop.callback.execute({ referenceId: REFERENCE });
    expect(shop.checkedLate).toEqual([payment]);
    expect(shop.polled).toEqual([]);
  });
});
