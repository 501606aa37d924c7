import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_ID, asAdmin, failureOf, orderFor, startTestOrders, type TestOrders, adminActor } from '../../testing/orders-test-kit';
import { catalogSellingVariants } from '../../testing/variant-catalog';
import { ORDERS_MESSAGES as M } from '../orders-messages';

let t: TestOrders;
afterEach(() => t?.close());

const read = (orderId: string) => t.api.getOrder({ orderId, actor: asAdmin });

/** A paid order of 3 keyboards (10,000 RWF each) and a mouse (25,000 RWF), 5,000 RWF off: 50,000 RWF, free delivery. */
async function paidOrder() {
  const keyboard = await t.createProduct({ price: 10_000, stock: { quantity: 10 } });
  const mouse = await t.createProduct({ price: 25_000, stock: { quantity: 10 } });
  await t.saveCoupon({ code: 'FIVEK', type: 'fixed', value: 5_000 });
  const { order } = await t.api.placeOrder(
    orderFor(1, [
      { product: keyboard, quantity: 3 },
      { product: mouse, quantity: 1 },
    ], { discount: 5_000, couponCode: 'FIVEK' }),
  );
  await t.settle({ orderId: order._id, status: 'paid', amount: order.total, paymentId: 'pay-1' });
  await t.service.sendFiscalReceipts();
  return { order: await read(order._id), keyboard, mouse };
}

const refundOf = (orderId: string, body: { lines?: Array<{ product: string; variant?: string; quantity: number }>; reason?: string } = {}, key = randomUUID()) =>
  t.api.requestRefund({ orderId, ...adminActor, idempotencyKey: key, ...body });

describe('refunds (RequestRefund, then payment.refunded)', () => {
  it('refunds chosen lines at their price less their share of the discount, and puts them back into stock once the money went back', async () => {
    t = await startTestOrders();
    const { order, keyboard } = await paidOrder();
    expect(order.total).toBe(50_000);

    const asked = await refundOf(order._id, { lines: [{ product: keyboard._id, quantity: 2 }], reason: 'Two keyboards returned' });
    const [refund] = asked.refunds ?? [];
    // 30,000 of 55,000 carries 2,727 of the discount (largest remainder); two of three units: 1,818.
    expect(refund).toMatchObject({ state: 'requested', amount: 20_000 - 1_818, reason: 'Two keyboards returned', lines: [{ product: keyboard._id, quantity: 2 }] });
    const [event] = await t.eventsOf('order.refund-requested');
    expect(event?.data).toMatchObject({ refundId: refund!.refundId, amount: 18_182, paymentId: 'pay-1', method: 'momo' });
    expect((await t.product(keyboard._id)).stock.quantity).toBe(7);

    await t.refunded({ refundId: refund!.refundId, orderId: order._id, status: 'succeeded', amount: 18_182 });
    const after = await read(order._id);
    expect(after.refunds?.[0]).toMatchObject({ state: 'succeeded' });
    expect(after.paymentInfo.refunded).toBe(18_182);
    expect((await t.product(keyboard._id)).stock.quantity).toBe(9);

    // The refund receipt names the sale and declares exactly the refunded units.
    await t.service.sendFiscalReceipts();
    const receipts = (await read(order._id)).fiscalReceipts ?? [];
    expect(receipts.map((receipt) => [receipt.receiptType, receipt.invoiceNo, receipt.originalInvoiceNo, receipt.amount, receipt.state])).toEqual([
      ['S', 1, undefined, 50_000, 'signed'],
      ['R', 2, 1, 18_182, 'signed'],
    ]);
    expect(t.fiscal.emulator.sales().map((sale) => [sale.rcptTyCd, sale.totAmt])).toEqual([
      ['S', 50_000],
      ['R', 18_182],
    ]);

    // Repeating the event changes nothing: the units came back once.
    await t.refunded({ refundId: refund!.refundId, orderId: order._id, status: 'succeeded', amount: 18_182 });
    expect((await t.product(keyboard._id)).stock.quantity).toBe(9);
  });

  it('refunds what is left, and never more than was paid, however the refunds are asked', async () => {
    t = await startTestOrders();
    const { order, keyboard, mouse } = await paidOrder();
    await refundOf(order._id, { lines: [{ product: keyboard._id, quantity: 3 }] });
    const rest = await refundOf(order._id);
    expect(rest.refunds?.map((refund) => refund.amount)).toEqual([27_273, 22_727]);
    expect(rest.refunds?.[1]?.lines).toEqual([{ product: mouse._id, name: mouse.name, quantity: 1 }]);
    expect((await failureOf(refundOf(order._id))).message).toBe(M.refundNothingLeft);
    expect((await failureOf(refundOf(order._id, { lines: [{ product: keyboard._id, quantity: 1 }] }))).message).toBe(`Only 0 of ${keyboard.name} left to refund`);
  });

  it('makes the amount refundable again when the provider refuses the refund', async () => {
    t = await startTestOrders();
    const { order } = await paidOrder();
    const [refund] = (await refundOf(order._id)).refunds ?? [];
    await t.refunded({ refundId: refund!.refundId, orderId: order._id, status: 'failed', reason: 'NOT_ENOUGH_FUNDS' });
    expect((await read(order._id)).refunds?.[0]).toMatchObject({ state: 'failed', failureReason: 'NOT_ENOUGH_FUNDS' });
    expect((await refundOf(order._id)).refunds?.[1]).toMatchObject({ state: 'requested', amount: 50_000 });
    await t.service.sendFiscalReceipts();
    expect(t.fiscal.emulator.sales()).toHaveLength(1);
  });

  it('refunds once for a request sent twice with the same Idempotency-Key, even at the same time', async () => {
    t = await startTestOrders();
    const { order } = await paidOrder();
    const key = randomUUID();
    await Promise.all([refundOf(order._id, {}, key), refundOf(order._id, {}, key)]);
    expect((await read(order._id)).refunds).toHaveLength(1);
    expect(await t.eventsOf('order.refund-requested')).toHaveLength(1);
  });

  it('refuses to refund an unpaid order, an unknown line or a bad quantity, saying why', async () => {
    t = await startTestOrders();
    const product = await t.createProduct({ price: 10_000 });
    const { order } = await t.api.placeOrder(orderFor(2, [{ product, quantity: 1 }]));
    expect(await failureOf(refundOf(order._id))).toMatchObject({ kind: 'conflict', message: M.refundNotPaid });
    const paid = (await paidOrder()).order;
    expect(await failureOf(refundOf(paid._id, { lines: [{ product: product._id, quantity: 1 }] }))).toMatchObject({ kind: 'invalid', message: M.refundLineUnknown });
    expect(await failureOf(refundOf(paid._id, { lines: [{ product: paid.items[0]!.product, quantity: 0 }] }))).toMatchObject({ kind: 'invalid', message: M.refundQuantityInvalid });
  });
});

describe('refunds, the rules around them', () => {
  it('names the shop as the reason when the admin gives none, and trims the one given', async () => {
    t = await startTestOrders();
    const { order, keyboard } = await paidOrder();
    const first = await refundOf(order._id, { lines: [{ product: keyboard._id, quantity: 1 }] });
    const second = await refundOf(order._id, { lines: [{ product: keyboard._id, quantity: 1 }], reason: '  Box damaged  ' });
    expect(second.refunds?.map((refund) => refund.reason)).toEqual([first.refunds![0]!.reason, 'Box damaged']);
    expect(first.refunds![0]!.reason).toBe(M.refundReasonAdmin);
    const stored = await new (await import('../../adapters/storage/document-order-repository')).DocumentOrderRepository(t.documents).findById(order._id);
    expect(stored!.history.filter((entry) => entry.event === 'refund requested').map((entry) => [entry.by, entry.note])).toEqual([
      [ADMIN_ID, `9091 RWF: ${M.refundReasonAdmin}`],
      [ADMIN_ID, '9091 RWF: Box damaged'],
    ]);
  });

  it('refuses to cancel an order some of whose lines were refunded back into stock: the rest is refunded instead', async () => {
    t = await startTestOrders();
    const { order, keyboard } = await paidOrder();
    await refundOf(order._id, { lines: [{ product: keyboard._id, quantity: 1 }] });
    const refusal = await failureOf(t.api.updateOrderStatus({ orderId: order._id, status: 'cancelled', ...adminActor }));
    expect(refusal).toMatchObject({ kind: 'conflict', message: M.cancelAfterLineRefunds, errors: [{ path: 'status', message: M.cancelAfterLineRefunds }] });
    expect((await read(order._id)).status).toBe('confirmed');
  });

  it('refunds an Airtel Money payment only whole: Airtel cannot send back a part of it', async () => {
    t = await startTestOrders();
    const product = await t.createProduct({ price: 20_000, stock: { quantity: 5 } });
    const { order } = await t.api.placeOrder(orderFor(3, [{ product, quantity: 2 }]));
    await t.settle({ orderId: order._id, status: 'paid', amount: order.total, paymentId: 'pay-airtel', wallet: 'airtel' });
    expect((await read(order._id)).paymentInfo.wallet).toBe('airtel');
    expect(await failureOf(refundOf(order._id, { lines: [{ product: product._id, quantity: 1 }] }))).toMatchObject({ kind: 'conflict', message: M.refundAirtelWholeOnly });
    expect((await refundOf(order._id)).refunds?.[0]).toMatchObject({ amount: order.total, state: 'requested' });
  });

  it('ignores an outcome for a refund it never asked for, or for another order', async () => {
    t = await startTestOrders();
    const { order } = await paidOrder();
    const [refund] = (await refundOf(order._id)).refunds ?? [];
    await t.refunded({ refundId: 'cccccccccccccccccccccccc', orderId: order._id, status: 'succeeded' });
    await t.refunded({ refundId: refund!.refundId, orderId: 'dddddddddddddddddddddddd', status: 'succeeded' });
    expect((await read(order._id)).refunds?.[0]?.state).toBe('requested');
    expect((await read(order._id)).paymentInfo.refunded).toBeUndefined();
  });
});

describe('what a refund records and tells', () => {
  it('asks payments for the whole rest of a cancelled order, the delivery included, listing no line going back into stock', async () => {
    t = await startTestOrders();
    const product = await t.createProduct({ price: 20_000, stock: { quantity: 5 } });
    const { order } = await t.api.placeOrder(orderFor(4, [{ product, quantity: 1 }]));
    await t.settle({ orderId: order._id, status: 'paid', amount: order.total, paymentId: 'pay-4', method: 'manual_momo' });
    const cancelled = await t.api.updateOrderStatus({ orderId: order._id, status: 'cancelled', ...adminActor });
    expect(cancelled.refunds).toEqual([expect.objectContaining({ amount: 21_000, lines: [], manual: true })]);
    const [event] = await t.eventsOf('order.refund-requested');
    expect(event?.data).toEqual({
      refundId: cancelled.refunds![0]!.refundId,
      orderId: order._id,
      orderNumber: order.orderNumber,
      userId: order.userId,
      paymentId: 'pay-4',
      method: 'manual_momo',
      amount: 21_000,
      currency: 'RWF',
      reason: M.refundReasonCancelled,
      requestedBy: ADMIN_ID,
      requestedAt: expect.any(String),
    });
  });

  it('lists the goods a refund gives back, never the delivery, and records the outcome in the order’s history', async () => {
    t = await startTestOrders();
    const product = await t.createProduct({ price: 20_000, stock: { quantity: 5 } });
    const { order } = await t.api.placeOrder(orderFor(5, [{ product, quantity: 2 }]));
    await t.settle({ orderId: order._id, status: 'paid', amount: order.total, paymentId: 'pay-5' });
    const [whole] = (await refundOf(order._id)).refunds ?? [];
    expect(whole).toMatchObject({ amount: 41_000, lines: [{ product: product._id, name: product.name, quantity: 2 }] });
    await t.refunded({ refundId: whole!.refundId, orderId: order._id, status: 'failed' });
    expect((await read(order._id)).refunds?.[0]).toMatchObject({ state: 'failed', failureReason: 'refused by the provider', settledAt: expect.any(String) });
    const [again] = (await refundOf(order._id)).refunds?.slice(1) ?? [];
    await t.refunded({ refundId: again!.refundId, orderId: order._id, status: 'succeeded', amount: 41_000 });
    const stored = await new (await import('../../adapters/storage/document-order-repository')).DocumentOrderRepository(t.documents).findById(order._id);
    expect(stored!.history.filter((entry) => entry.event.startsWith('refund ')).map((entry) => [entry.event, entry.by, entry.note])).toEqual([
      ['refund requested', ADMIN_ID, `41000 RWF: ${M.refundReasonAdmin}`],
      ['refund failed', 'system', '41000 RWF: refused by the provider'],
      ['refund requested', ADMIN_ID, `41000 RWF: ${M.refundReasonAdmin}`],
      ['refund succeeded', 'system', '41000 RWF'],
    ]);
    expect(stored!.paymentInfo).toMatchObject({ refunded: 41_000, refundsClaimed: 41_000 });
  });
});

describe('a refund request that cannot be taken', () => {
  it.each([
    ['no admin named', { actorId: 'nobody' }, { kind: 'forbidden', message: M.adminRequired }],
    ['an order id that is not one', { orderId: 'x' }, { kind: 'not_found', message: M.orderNotFound }],
    ['an order id that is not text', { orderId: 42 as unknown as string }, { kind: 'not_found', message: M.orderNotFound }],
    ['an order nobody placed', { orderId: 'ffffffffffffffffffffffff' }, { kind: 'not_found', message: M.orderNotFound }],
    ['no lines', { lines: [] }, { kind: 'invalid', message: M.refundLineUnknown, errors: [{ path: 'lines', message: M.refundLineUnknown }] }],
    ['a product that is not text', { lines: [{ product: 7, quantity: 1 }] }, { kind: 'invalid', message: M.refundLineUnknown }],
    ['a fractional quantity', { lines: [{ product: 'ffffffffffffffffffffffff', quantity: 1.5 }] }, { kind: 'invalid', message: M.refundQuantityInvalid, errors: [{ path: 'lines', message: M.refundQuantityInvalid }] }],
  ])('is refused: %s', async (_case, input, refusal) => {
    t = await startTestOrders();
    const { order } = await paidOrder();
    expect(await failureOf(t.api.requestRefund({ orderId: order._id, ...adminActor, ...input } as never))).toMatchObject(refusal);
  });

  it('names the line a product is not on, in upper or lower case alike, and keeps a reason to 300 characters', async () => {
    t = await startTestOrders();
    const { order, keyboard } = await paidOrder();
    expect(await failureOf(refundOf(order._id, { lines: [{ product: 'ffffffffffffffffffffffff', quantity: 1 }] }))).toMatchObject({
      kind: 'invalid',
      message: M.refundLineUnknown,
      errors: [{ path: 'lines', message: M.refundLineUnknown }],
    });
    const refunded = await refundOf(order._id, { lines: [{ product: keyboard._id.toUpperCase(), quantity: 1 }], reason: 'x'.repeat(400) });
    expect(refunded.refunds?.[0]?.reason).toBe('x'.repeat(300));
  });
});

describe('refunds of variant lines', () => {
  const LARGE = { id: 'a1a1a1a1a1a1a1a1a1a1a1a1', label: 'L / Black', price: 25_000 };
  const XXL = { id: 'a2a2a2a2a2a2a2a2a2a2a2a2', label: 'XXL / Black', price: 28_000 };

  /** A paid order of two large hoodies and one XXL (78,000 RWF, free delivery), its sale receipt signed. */
  async function paidHoodies() {
    const catalog = catalogSellingVariants();
    t = await startTestOrders({ catalogVia: catalog.via });
    const hoodie = await t.createProduct({ name: 'DevShop Hoodie', price: 25_000, stock: { quantity: 10 } });
    catalog.sell(hoodie._id, [LARGE, XXL]);
    const input = orderFor(1, [{ product: hoodie, quantity: 3 }]);
    const items = [
      { product: hoodie._id, variant: LARGE.id, quantity: 2, price: 25_000 },
      { product: hoodie._id, variant: XXL.id, quantity: 1, price: 28_000 },
    ];
    const { order } = await t.api.placeOrder({ ...input, items, subtotal: 78_000, deliveryFee: 0, total: 78_000, paymentInfo: { method: 'momo' } });
    await t.settle({ orderId: order._id, status: 'paid', amount: order.total, paymentId: 'pay-1' });
    await t.service.sendFiscalReceipts();
    return { catalog, hoodie, order };
  }

  it('refunds the units of one variant, names it as the receipt does, and puts them back into stock by variant', async () => {
    const { catalog, hoodie, order } = await paidHoodies();
    const asked = await refundOf(order._id, { lines: [{ product: hoodie._id, variant: XXL.id.toUpperCase(), quantity: 1 }] });
    const [refund] = asked.refunds ?? [];
    expect(refund).toMatchObject({ amount: 28_000, lines: [{ product: hoodie._id, variant: XXL.id, name: 'DevShop Hoodie — XXL / Black', quantity: 1 }] });

    await t.refunded({ refundId: refund!.refundId, orderId: order._id, status: 'succeeded', amount: 28_000 });
    expect(catalog.restocked).toStrictEqual([{ reference: `${order._id}-refund-${refund!.refundId}`, items: [{ productId: hoodie._id, variantId: XXL.id, quantity: 1 }] }]);
    // What is left is the other variant's line only.
    const rest = await refundOf(order._id);
    expect(rest.refunds?.[1]?.lines).toStrictEqual([{ product: hoodie._id, variant: LARGE.id, name: 'DevShop Hoodie — L / Black', quantity: 2 }]);
  });

  it('declares each variant on the receipts by its name and label, under the product’s item', async () => {
    const { hoodie, order } = await paidHoodies();
    const asked = await refundOf(order._id, { lines: [{ product: hoodie._id, variant: LARGE.id, quantity: 1 }] });
    await t.refunded({ refundId: asked.refunds![0]!.refundId, orderId: order._id, status: 'succeeded', amount: 25_000 });
    await t.service.sendFiscalReceipts();
    const names = t.fiscal.emulator.sales().map((sale) => (sale.request.itemList as Array<{ itemNm: string; qty: number }>).map((item) => [item.itemNm, item.qty]));
    expect(names).toEqual([
      [
        ['DevShop Hoodie — L / Black', 2],
        ['DevShop Hoodie — XXL / Black', 1],
      ],
      [['DevShop Hoodie — L / Black', 1]],
    ]);
    expect(t.fiscal.emulator.items().map((item) => item.itemNm)).toEqual(['DevShop Hoodie']);
  });

  it('refuses a line of a product sold in variants that names no variant, or one not in the order', async () => {
    const { hoodie, order } = await paidHoodies();
    const unknown = { kind: 'invalid', message: M.refundLineUnknown, errors: [{ path: 'lines', message: M.refundLineUnknown }] };
    expect(await failureOf(refundOf(order._id, { lines: [{ product: hoodie._id, quantity: 1 }] }))).toMatchObject(unknown);
    expect(await failureOf(refundOf(order._id, { lines: [{ product: hoodie._id, variant: 'a3a3a3a3a3a3a3a3a3a3a3a3', quantity: 1 }] }))).toMatchObject(unknown);
    for (const variant of ['L / Black', 7, null]) {
      const line = { product: hoodie._id, variant, quantity: 1 } as unknown as { product: string; quantity: number };
      expect(await failureOf(refundOf(order._id, { lines: [line] }))).toMatchObject(unknown);
    }
    await t.outboxSettled();
    expect(t.published.filter((event) => event.type === 'order.refund-requested')).toEqual([]);
  });
});
