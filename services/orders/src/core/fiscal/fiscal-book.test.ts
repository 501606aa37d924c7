import { afterEach, describe, expect, it } from 'vitest';
import { DocumentFiscalReceiptRepository } from '../../adapters/storage/document-fiscal-receipt-repository';
import { asAdmin, orderFor, startTestOrders, type TestOrders, adminActor, adminAccount } from '../../testing/orders-test-kit';
import { RecordingLog } from '../../testing/order-record';
import { SendFiscalReceipts } from '../use-cases/send-fiscal-receipts.use-case';
import type { FiscalDevice } from '../ports/fiscal-device.port';

let t: TestOrders;
afterEach(() => t?.close());

const receiptsOf = (orderId: string) => new DocumentFiscalReceiptRepository(t.documents).listForOrder(orderId);
const read = (orderId: string) => t.api.getOrder({ orderId, actor: asAdmin });

describe('what a sale receipt declares (FiscalBook)', () => {
  it('names the buyer and their phone, and the card or mobile money that paid', async () => {
    t = await startTestOrders();
    const product = await t.createProduct({ price: 30_000, stock: { quantity: 5 } });
    const byCard = (await t.api.placeOrder(orderFor(1, [{ product, quantity: 1 }]))).order;
    const byMomo = (await t.api.placeOrder(orderFor(2, [{ product, quantity: 1 }]))).order;
    await t.settle({ orderId: byCard._id, status: 'paid', amount: byCard.total, method: 'stripe', paymentId: 'pay-card' });
    await t.settle({ orderId: byMomo._id, status: 'paid', amount: byMomo.total, method: 'momo', paymentId: 'pay-momo' });
    const [card] = await receiptsOf(byCard._id);
    const [momo] = await receiptsOf(byMomo._id);
    expect(card).toMatchObject({ paymentType: '05', customerName: `${byCard.shippingAddress.firstName} ${byCard.shippingAddress.lastName}`, customerPhone: '0788123456', orderNumber: byCard.orderNumber });
    expect(momo?.paymentType).toBe('06');
    expect(card!.soldAt).toBe((await read(byCard._id)).paymentInfo.paidAt);
  });

  it('declares each line under the item it was sold as, even when the product changed or went away since', async () => {
    t = await startTestOrders();
    const product = await t.createProduct({ price: 30_000, stock: { quantity: 5 } });
    const code = (await t.product(product._id)).fiscal.itemCode;
    const { order } = await t.api.placeOrder(orderFor(1, [{ product, quantity: 1 }]));
    await t.catalog.patchProduct({ id: product._id, patch: { fiscal: { itemCode: 'RW2NTU0999999', taxType: 'A' } } as never, actor: adminAccount });
    await t.settle({ orderId: order._id, status: 'paid', amount: order.total, paymentId: 'pay-1' });
    const [sale] = await receiptsOf(order._id);
    expect(sale!.lines.map((line) => [line.itemCode, line.taxType, line.unitPrice, line.quantity])).toEqual([
      [code, 'B', 30_000, 1],
      ['RW3NTU0000001', 'B', 1_000, 1],
    ]);
  });
});

describe('sending receipts that fail (SendFiscalReceipts)', () => {
  it('waits longer after each failure, up to its limit, keeping the VSDC’s last answer; then says it signed', async () => {
    t = await startTestOrders();
    const log = new RecordingLog();
    const sender = new SendFiscalReceipts({ ...t.receiptPorts(), clock: t.clock, log }, { leaseMs: 60_000, retryDelayMs: 5_000, maxRetryDelayMs: 12_000 });
    const product = await t.createProduct({ price: 30_000, stock: { quantity: 5 } });
    const { order } = await t.api.placeOrder(orderFor(1, [{ product, quantity: 1 }]));
    await t.settle({ orderId: order._id, status: 'paid', amount: order.total, paymentId: 'pay-1' });
    t.fiscal.emulator.failNext('894', 3);
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const before = t.clock.now().getTime();
      expect(await sender.sendDue()).toBe(0);
      const [queued] = (await t.api.fiscalQueue()).receipts;
      expect(queued).toMatchObject({ attempts: attempt, lastError: expect.stringMatching(/^894 /) });
      waits.push(Date.parse(queued!.nextAttemptAt!) - before);
      expect(await sender.sendDue()).toBe(0); // Not due yet: nothing is sent.
      t.clock.advance(waits.at(-1)!);
    }
    expect(waits).toEqual([5_000, 10_000, 12_000]);
    expect(await sender.sendDue()).toBe(1);
    expect(log.lines.map(([level, fields, message]) => [level, fields.invoiceNo, message])).toEqual([
      ['warn', 1, 'fiscal receipt not sent; it stays queued'],
      ['warn', 1, 'fiscal receipt not sent; it stays queued'],
      ['warn', 1, 'fiscal receipt not sent; it stays queued'],
      ['info', 1, 'fiscal receipt signed'],
    ]);
    expect(await t.api.fiscalQueue()).toEqual({ branch: '999000001-00', receipts: [] });
  });

  it('lists a receipt never tried yet without a next attempt, and one the VSDC refused with what it said', async () => {
    t = await startTestOrders();
    const product = await t.createProduct({ price: 30_000, stock: { quantity: 5 } });
    const { order } = await t.api.placeOrder(orderFor(1, [{ product, quantity: 1 }]));
    await t.settle({ orderId: order._id, status: 'paid', amount: order.total, paymentId: 'pay-1' });
    const [fresh] = (await t.api.fiscalQueue()).receipts;
    expect(fresh).toEqual({ invoiceNo: 1, receiptType: 'S', orderId: order._id, orderNumber: order.orderNumber, amount: order.total, attempts: 0, queuedAt: expect.any(String) });
  });
});

describe('orders placed before items were kept with them', () => {
  it('declare each line under the product’s item as the catalog has it now, or under the catch-all item when the product is gone', async () => {
    t = await startTestOrders();
    const kept = await t.createProduct({ price: 30_000, stock: { quantity: 5 } });
    const gone = await t.createProduct({ price: 10_000, stock: { quantity: 5 } });
    const { order } = await t.api.placeOrder(orderFor(1, [{ product: kept, quantity: 1 }, { product: gone, quantity: 1 }]));
    // As such an order is stored: no item on its lines.
    await t.documents.collection('orders').updateOne({ _id: order._id }, { $unset: { 'items.0.fiscal': true, 'items.1.fiscal': true } });
    await t.catalog.deleteProduct(gone._id, adminAccount);
    await t.settle({ orderId: order._id, status: 'paid', amount: order.total, paymentId: 'pay-1' });
    const [sale] = await receiptsOf(order._id);
    expect(sale!.lines.map((line) => [line.itemCode, line.name])).toEqual([
      [(await t.product(kept._id)).fiscal.itemCode, kept.name],
      ['RW2NTU9999999', gone.name],
      ['RW3NTU0000001', 'Delivery'],
    ]);
    expect(sale!.lines[1]!.taxType).toBe('B');
  });
});

describe('refund receipts (FiscalBook.queueRefund)', () => {
  it('are owed once per refund, and only for an order whose sale was declared', async () => {
    t = await startTestOrders();
    const product = await t.createProduct({ price: 30_000, stock: { quantity: 5 } });
    const { order } = await t.api.placeOrder(orderFor(1, [{ product, quantity: 1 }]));
    const orders = new (await import('../../adapters/storage/document-order-repository')).DocumentOrderRepository(t.documents);
    const book = new (await import('./fiscal-book')).FiscalBook({ ...t.receiptPorts(), catalog: new (await import('../../adapters/catalog/catalog-api-stock')).CatalogApiStock(t.catalog), clock: t.clock });
    const refund = { id: 'eeeeeeeeeeeeeeeeeeeeeeee', orderId: order._id, amount: 31_000, state: 'succeeded' as const, reason: 'r', lines: [], restock: false, requestedBy: 'admin', requestedAt: '2026-11-29T10:00:00.000Z', settledAt: '2026-11-29T10:05:00.000Z' };
    expect(await book.queueRefund((await orders.findById(order._id))!, refund)).toBeNull();
    await t.settle({ orderId: order._id, status: 'paid', amount: order.total, paymentId: 'pay-1' });
    const paid = (await orders.findById(order._id))!;
    const first = await book.queueRefund(paid, refund);
    expect(first).toMatchObject({ receiptType: 'R', originalInvoiceNo: 1, refundId: refund.id, soldAt: refund.settledAt, invoiceNo: 2 });
    expect(await book.queueRefund(paid, refund)).toBeNull();
    expect((await receiptsOf(order._id)).map((receipt) => receipt.receiptType)).toEqual(['S', 'R']);
  });
});

describe('what the sender does with each VSDC answer', () => {
  /** A VSDC that answers as the test says, on the test shop's queue. */
  async function senderWith(device: Partial<FiscalDevice>) {
    t = await startTestOrders();
    const product = await t.createProduct({ price: 30_000, stock: { quantity: 5 } });
    const { order } = await t.api.placeOrder(orderFor(1, [{ product, quantity: 1 }]));
    await t.settle({ orderId: order._id, status: 'paid', amount: order.total, paymentId: 'pay-1' });
    const calls: string[] = [];
    const fiscal: FiscalDevice = {
      branch: '999000001-00',
      saveItem: async (item) => (calls.push(`item ${item.itemCode}`), { outcome: 'saved' }),
      saveSale: async (sale) => (calls.push(`sale ${sale.invoiceNo}`), { outcome: 'retry', code: '894', message: 'later' }),
      findSale: async (invoiceNo) => (calls.push(`find ${invoiceNo}`), null),
      ...device,
    };
    const log = new RecordingLog();
    const ports = { ...t.receiptPorts(), fiscal, clock: t.clock, log };
    return { sender: new SendFiscalReceipts(ports, { leaseMs: 60_000, retryDelayMs: 5_000, maxRetryDelayMs: 60_000 }), calls, log, order };
  }
  const lastError = async () => (await t.api.fiscalQueue()).receipts[0]?.lastError;

  it('a duplicate the VSDC has no receipt for stays queued, saying so', async () => {
    const { sender, calls } = await senderWith({ saveSale: async () => ({ outcome: 'duplicate', code: '994', message: 'duplicate' }) });
    expect(await sender.sendDue()).toBe(0);
    expect(calls.filter((call) => call.startsWith('find'))).toEqual(['find 1']);
    expect(await lastError()).toBe('994 duplicate: already sent, but the VSDC has no receipt for it');
  });

  it('a duplicate it cannot look up stays queued, saying so', async () => {
    const { sender } = await senderWith({ saveSale: async () => ({ outcome: 'duplicate', code: '994', message: 'duplicate' }), findSale: async () => 'unreachable' });
    expect(await sender.sendDue()).toBe(0);
    expect(await lastError()).toBe('994 duplicate: already sent, but the VSDC could not be reached to look it up');
  });

  it('an out-of-order answer is logged for the operator and retried', async () => {
    const { sender, log } = await senderWith({ saveSale: async () => ({ outcome: 'out_of_order', code: '922', message: 'invoice gap' }) });
    expect(await sender.sendDue()).toBe(0);
    expect(await lastError()).toBe('922 invoice gap');
    expect(log.lines[0]).toEqual(['warn', { invoiceNo: 1, code: '922' }, 'the VSDC says an earlier receipt is missing']);
  });

  it('a refused item holds its sale back, naming the item; an answer far too long is cut for the screen', async () => {
    const { sender, calls } = await senderWith({ saveItem: async () => ({ outcome: 'rejected', code: '910', message: 'x'.repeat(400) }) });
    expect(await sender.sendDue()).toBe(0);
    expect(calls.some((call) => call.startsWith('sale'))).toBe(false);
    expect(await lastError()).toMatch(/^item RW2NTU\d{7}: 910 x+$/);
    expect((await lastError())!.length).toBe(300);
  });

  it('registers each item of a receipt once per round, and leaves a receipt another sender holds alone', async () => {
    const { sender, calls } = await senderWith({});
    await sender.sendDue();
    expect(calls.filter((call) => call.startsWith('item'))).toHaveLength(2);
    const [queued] = await new DocumentFiscalReceiptRepository(t.documents).listQueued('999000001-00', 1);
    await new DocumentFiscalReceiptRepository(t.documents).lease(queued!.id, t.clock.now().getTime() + 10 * 60_000, t.clock.now().getTime() + 11 * 60_000);
    t.clock.advance(10 * 60_000);
    calls.length = 0;
    expect(await sender.sendDue()).toBe(0);
    expect(calls).toEqual([]);
  });
});

describe('the admin’s list of orders', () => {
  it('shows each order with its own receipts and refunds only', async () => {
    t = await startTestOrders();
    const product = await t.createProduct({ price: 30_000, stock: { quantity: 5 } });
    const placed = [];
    for (const customer of [1, 2]) {
      const { order } = await t.api.placeOrder(orderFor(customer, [{ product, quantity: 1 }]));
      await t.settle({ orderId: order._id, status: 'paid', amount: order.total, paymentId: `pay-${customer}` });
      placed.push(order);
    }
    await t.api.requestRefund({ orderId: placed[0]!._id, ...adminActor });
    const { orders } = await t.api.adminListOrders({});
    const byId = new Map(orders.map((order) => [order._id, order]));
    expect(byId.get(placed[0]!._id)).toMatchObject({ fiscalReceipts: [{ invoiceNo: 1 }], refunds: [{ amount: 31_000 }] });
    expect(byId.get(placed[1]!._id)?.fiscalReceipts).toEqual([expect.objectContaining({ invoiceNo: 2 })]);
    expect(byId.get(placed[1]!._id)?.refunds).toBeUndefined();
  });
});
