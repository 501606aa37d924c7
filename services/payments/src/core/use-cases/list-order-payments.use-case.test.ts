import { describe, expect, it } from 'vitest';
import { aPayment } from '../../testing/payment-records';
import type { PaymentRepository } from '../ports/payment-repository.port';
import { ListOrderPayments } from './list-order-payments.use-case';

describe("an order's payment attempts", () => {
  const first = aPayment({ status: 'FAILED', reason: 'APPROVAL_REJECTED' });
  const second = aPayment({ orderId: first.orderId, method: 'stripe', status: 'SUCCESSFUL', card: { brand: 'visa', last4: '4242' } });
  const asked: string[] = [];
  const list = new ListOrderPayments({
    payments: { listForOrder: async (orderId: string) => (asked.push(orderId), orderId === first.orderId ? [second, first] : []) } as Partial<PaymentRepository> as PaymentRepository,
  });

  it('are listed newest first, as the admin sees them', async () => {
    const views = await list.execute(first.orderId);
    expect(views.map((view) => [view.paymentId, view.status, view.reason, view.card])).toEqual([
      [second.id, 'SUCCESSFUL', undefined, { brand: 'visa', last4: '4242' }],
      [first.id, 'FAILED', 'APPROVAL_REJECTED', undefined],
    ]);
  });

  it('are none, without a look at the store, for no order or an empty one', async () => {
    asked.length = 0;
    expect(await list.execute('')).toEqual([]);
    expect(await list.execute(undefined as unknown as string)).toEqual([]);
    expect(await list.execute(12 as unknown as string)).toEqual([]);
    expect(asked).toEqual([]);
  });
});
