import { afterEach, describe, expect, it } from 'vitest';
import { testOrder, toPay, startTestPayments, waitFor, type TestPayments } from '../../testing/payments-test-kit';

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
