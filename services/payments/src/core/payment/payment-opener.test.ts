import type { PaymentMethod } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { aPayment, A_PAYABLE_ORDER as ORDER, refusalOf } from '../../testing/payment-records';
import { DuplicatePaymentError, type PaymentRepository } from '../ports/payment-repository.port';
import type { NewPaymentRecord, PaymentRecord } from './payment';
import { PaymentOpener, type OpenRequest } from './payment-opener';

/**
 * The payments of one order, kept as the store keeps them. `paidAfter` says how many looks at
 * "has the order been paid" answer no before one answers yes (a payment settling meanwhile);
 * `onInsert` stands for what a concurrent request does just before ours is written.
 */
function storeOf(stored: PaymentRecord[], options: { paidAfter?: number; onInsert?: () => void } = {}) {
  let looks = 0;
  const deleted: string[] = [];
  const repository = {
    findByIdempotencyKey: async (key: string) => stored.find((payment) => payment.idempotencyKey === key) ?? null,
    findOpenForOrder: async (orderId: string) =>
      stored.find((payment) => payment.orderId === orderId && ['PENDING', 'AWAITING_VERIFICATION'].includes(payment.status)) ?? null,
    hasSucceeded: async () => options.paidAfter !== undefined && looks++ >= options.paidAfter,
    insert: async (payment: NewPaymentRecord) => {
      options.onInsert?.();
      const inserted = { ...payment, id: `p${stored.length + 1}` };
      stored.push(inserted);
      return inserted;
    },
    delete: async (id: string) => void deleted.push(id),
  } as Partial<PaymentRepository> as PaymentRepository;
  return { opener: new PaymentOpener({ payments: repository }), stored, deleted };
}

const request = (overrides: Partial<OpenRequest> = {}): OpenRequest => ({
  order: ORDER,
  method: 'momo',
  build: () => aPayment({ orderId: ORDER.orderId, method: 'momo' }),
  reuses: (open) => open.status === 'PENDING',
  ...overrides,
});

describe('opening a payment for an order', () => {
  it('creates the payment when the order has none open', async () => {
    const { opener, stored } = storeOf([aPayment({ orderId: ORDER.orderId, status: 'FAILED', idempotencyKey: 'user-1:old' }), aPayment({ status: 'FAILED' })]);
    const opened = await opener.open(request());
    expect(opened.created).toBe(true);
    expect(stored).toHaveLength(3);
    expect(opened.payment).toBe(stored[2]);
  });

  it('answers a repeated request (same key) with the payment it opened', async () => {
    const earlier = aPayment({ orderId: ORDER.orderId, status: 'SUCCESSFUL', idempotencyKey: 'user-1:k1' });
    const { opener, stored } = storeOf([earlier]);
    expect(await opener.open(request({ idempotencyKey: 'user-1:k1' }))).toEqual({ payment: earlier, created: false });
    expect(stored).toHaveLength(1);
  });

  it.each([
    ['another order', { orderId: 'f'.repeat(24), method: 'momo' as PaymentMethod }],
    ['another method', { orderId: ORDER.orderId, method: 'stripe' as PaymentMethod }],
  ])('refuses a key already used for %s', async (_case, differs) => {
    const { opener } = storeOf([aPayment({ ...differs, idempotencyKey: 'user-1:k1' })]);
    expect(await refusalOf(() => opener.open(request({ idempotencyKey: 'user-1:k1' })))).toEqual({
      kind: 'conflict',
      message: 'This Idempotency-Key was already used for a different payment',
    });
  });

  it('reuses the order’s open payment of the same method when the method allows it', async () => {
    const open = aPayment({ orderId: ORDER.orderId, status: 'PENDING' });
    const { opener } = storeOf([open]);
    expect(await opener.open(request({ idempotencyKey: 'user-1:new' }))).toEqual({ payment: open, created: false });
  });

  it.each([
    ['a waiting mobile-money prompt', aPayment({ method: 'momo', status: 'PENDING' }), 'stripe', 'A Mobile Money request for this order is still waiting for approval'],
    ['a card payment under way', aPayment({ method: 'stripe', status: 'PENDING' }), 'momo', 'A card payment for this order is still being processed'],
    ['a card payment under way, asked again by card', aPayment({ method: 'stripe', status: 'PENDING' }), 'stripe', 'A card payment for this order is still being processed'],
    ['a proof awaiting verification', aPayment({ method: 'manual_momo', status: 'AWAITING_VERIFICATION' }), 'momo', 'A payment proof for this order is already awaiting verification'],
    ['a manual payment not yet proven', aPayment({ method: 'manual_momo', status: 'PENDING' }), 'momo', 'Another payment for this order is in progress'],
  ])('refuses a new payment while the order has %s', async (_case, open, method, message) => {
    const { opener, stored } = storeOf([{ ...open, orderId: ORDER.orderId }]);
    // Reuse is only ever of a payment of the method asked for.
    const reusesAny = request({ method: method as PaymentMethod, reuses: () => method !== open.method });
    expect(await refusalOf(() => opener.open(reusesAny))).toEqual({ kind: 'conflict', message });
    expect(stored).toHaveLength(1);
  });

  it('refuses a paid order without writing anything', async () => {
    const { opener, stored } = storeOf([], { paidAfter: 0 });
    expect(await refusalOf(() => opener.open(request()))).toEqual({ kind: 'conflict', message: 'This order has already been paid' });
    expect(stored).toHaveLength(0);
  });

  it('takes back its payment when the order was paid while it was being opened', async () => {
    const { opener, deleted } = storeOf([], { paidAfter: 1 });
    expect(await refusalOf(() => opener.open(request()))).toEqual({ kind: 'conflict', message: 'This order has already been paid' });
    expect(deleted).toEqual(['p1']);
  });
});

describe('two requests opening a payment for one order at once', () => {
  const racing = (winner: PaymentRecord | null, failure: Error) => {
    const stored: PaymentRecord[] = [];
    const store = storeOf(stored, {
      onInsert: () => {
        if (winner) stored.push(winner);
        throw failure;
      },
    });
    return store.opener;
  };

  it('the loser is answered with the winner’s payment when it serves the same request', async () => {
    const winner = aPayment({ orderId: ORDER.orderId, status: 'PENDING' });
    expect(await racing(winner, new DuplicatePaymentError()).open(request())).toEqual({ payment: winner, created: false });
  });

  it('the loser is told another payment is in progress when the winner left nothing to reuse', async () => {
    expect(await refusalOf(() => racing(null, new DuplicatePaymentError()).open(request()))).toEqual({
      kind: 'conflict',
      message: 'Another payment for this order is in progress',
    });
  });

  it('a store failure is not mistaken for a lost race', async () => {
    const failure = new Error('store unavailable');
    await expect(racing(aPayment({ orderId: ORDER.orderId }), failure).open(request())).rejects.toBe(failure);
  });
});
