import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PAYMENTS_COLLECTION } from '../../adapters/storage/document-payment-repository';
import { embeddedPayments, type EmbeddedPayments } from '../../testing/embedded-ports';
import { testOrder, toPay } from '../../testing/payments-test-kit';

describe('settlement happens exactly once', () => {
  let payments: EmbeddedPayments;
  beforeEach(async () => {
    payments = await embeddedPayments();
  });
  afterEach(() => payments.close());

  const pending = async (phone = '0780000001') => {
    const view = await payments.api.requestMobileMoney({ ...toPay(testOrder()), phone });
    return (await payments.ports.payments.findById(view.paymentId))!;
  };

  it('a duplicate poll result (two polls of one payment at once) settles it and records one event', async () => {
    const payment = await pending();
    const results = await Promise.all(Array.from({ length: 5 }, () => payments.poller.poll(payment)));
    expect(results.map((result) => result.status)).toContain('SUCCESSFUL');
    const events = await payments.outbox();
    expect(events).toHaveLength(1);
    expect(events[0]?.event).toMatchObject({ type: 'payment.settled', data: { paymentId: payment.id, status: 'paid' } });
    // The same result again, later: nothing changes.
    const settledAt = (await payments.ports.payments.findById(payment.id))?.settledAt;
    await payments.poller.poll(payment);
    expect((await payments.ports.payments.findById(payment.id))?.settledAt).toBe(settledAt);
    expect(await payments.outbox()).toHaveLength(1);
  });

  it('racing outcomes (provider says paid, admin says failed): the first wins, the other changes nothing', async () => {
    const payment = await pending();
    const [first, second] = await Promise.all([
      payments.settlement.settle(payment, { status: 'SUCCESSFUL' }),
      payments.settlement.settle(payment, { status: 'FAILED', reason: 'late' }),
    ]);
    expect([first.settledNow, second.settledNow].sort()).toEqual([false, true]);
    expect(await payments.outbox()).toHaveLength(1);
  });

  it('an event lost to a crash between the two writes is recorded later, once, under the same id', async () => {
    const payment = await pending();
    // The state a process leaves when it dies right after the settling update.
    await payments.documents.collection(PAYMENTS_COLLECTION).updateOne(
      { _id: payment.id },
      {
        $set: { status: 'SUCCESSFUL', settledAt: new Date().toISOString(), settlementEventId: 'abcdefabcdefabcdefabcdef', settlementRecorded: false },
        $unset: { openOrderId: true },
      },
    );
    expect(await payments.outbox()).toHaveLength(0);
    await Promise.all([payments.settlement.recordPending(), payments.settlement.recordPending()]);
    await payments.settlement.recordPending();
    const events = await payments.outbox();
    expect(events.map((entry) => entry._id)).toEqual(['abcdefabcdefabcdefabcdef']);
    expect((await payments.ports.payments.findById(payment.id))?.settlementRecorded).toBe(true);
  });

  it('a card payment left PENDING by a crash fails once its deadline has passed', async () => {
    const quick = await embeddedPayments({ cardDeadlineMs: -1 });
    try {
      const order = testOrder();
      const now = new Date().toISOString();
      const stuck = await quick.ports.payments.insert({
        orderId: order.orderId,
        orderNumber: order.orderNumber,
        userId: order.userId,
        method: 'stripe',
        amount: order.total,
        currency: 'RWF',
        status: 'PENDING',
        referenceId: crypto.randomUUID(),
        attempts: 0,
        createdAt: now,
        updatedAt: now,
        openOrderId: order.orderId,
        nextPollAt: Date.now() - 1,
        deadlineAt: Date.now() - 1,
      });
      expect(await quick.poller.pollDue()).toBe(1);
      expect(await quick.ports.payments.findById(stuck.id)).toMatchObject({ status: 'FAILED', reason: 'The card payment was interrupted' });
      expect(await quick.ports.payments.findOpenForOrder(order.orderId)).toBeNull();
    } finally {
      await quick.close();
    }
  });
});
