import { PAYMENT_CHECK_REQUESTED, type PaymentCheckRequestedData } from '@shop/contracts';
import { createEvent, type DomainEvent } from '@shop/platform';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestPayments, testOrder, toPay, waitFor, type TestPayments } from '../../testing/payments-test-kit';

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
