import { fiscalQrContent } from '@shop/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { CatalogApiStock } from '../../adapters/catalog/catalog-api-stock';
import { asAdmin, orderFor, silentLogger, startTestOrders, type TestOrders, adminAccount } from '../../testing/orders-test-kit';
import { RegisterFiscalItems } from './register-fiscal-items.use-case';

let t: TestOrders;
afterEach(() => t?.close());

const placePaid = async (customer: number, price = 40_000, quantity = 1) => {
  const product = await t.createProduct({ price, stock: { quantity: 5 } });
  const { order } = await t.api.placeOrder(orderFor(customer, [{ product, quantity }]));
  await t.settle({ orderId: order._id, status: 'paid', amount: order.total, paymentId: `pay-${customer}` });
  return order;
};
const read = (orderId: string) => t.api.getOrder({ orderId, actor: asAdmin });
/** Past any retry delay the sender may have set. */
const later = () => t.clock.advance(10 * 60_000);

describe('EBM receipts (SendFiscalReceipts)', () => {
  it('owes a sale receipt from the moment the payment is confirmed, and shows it only once the VSDC signed it', async () => {
    t = await startTestOrders();
    const product = await t.createProduct({ price: 40_000, stock: { quantity: 5 } });
    const { order } = await t.api.placeOrder(orderFor(1, [{ product, quantity: 1 }]));
    expect((await read(order._id)).fiscalReceipts).toBeUndefined();

    await t.settle({ orderId: order._id, status: 'paid', amount: order.total, paymentId: 'pay-1' });
    expect((await read(order._id)).fiscalReceipts).toEqual([{ invoiceNo: 1, receiptType: 'S', amount: 41_000, vat: 6255, state: 'pending' }]);

    expect(await t.service.sendFiscalReceipts()).toBe(1);
    const [receipt] = (await read(order._id)).fiscalReceipts ?? [];
    const [sale] = t.fiscal.emulator.sales();
    expect(receipt).toMatchObject({ invoiceNo: 1, state: 'signed', signed: { rcptNo: 1, totRcptNo: 1, sdcId: sale!.receipt.sdcId } });
    expect(receipt!.signed!.rcptSign).toBe(sale!.receipt.rcptSign);
    expect(fiscalQrContent(receipt!.signed!)).toMatch(/^\d{8}#\d{6}#SDC\w+#1#[\w-]+#[\w-]+$/);
    expect(await t.api.fiscalQueue()).toEqual({ branch: '999000001-00', receipts: [] });
  });

  it('keeps receipts queued and pending while the VSDC is down, then sends them all in order, none twice', async () => {
    t = await startTestOrders();
    t.fiscal.emulator.goOffline();
    const first = await placePaid(1);
    const second = await placePaid(2, 25_000, 2);
    expect(await t.service.sendFiscalReceipts()).toBe(0);

    const queue = await t.api.fiscalQueue();
    expect(queue.receipts.map((receipt) => [receipt.invoiceNo, receipt.orderNumber, receipt.attempts])).toEqual([
      [1, first.orderNumber, 1],
      [2, second.orderNumber, 0],
    ]);
    expect(queue.receipts[0]!.lastError).toBeTruthy();
    expect((await read(second._id)).fiscalReceipts?.[0]?.state).toBe('pending');

    t.fiscal.emulator.goOnline();
    expect(await t.service.sendFiscalReceipts()).toBe(0);
    later();
    expect(await t.service.sendFiscalReceipts()).toBe(2);
    expect(t.fiscal.emulator.sales().map((sale) => [sale.invcNo, sale.rcptTyCd])).toEqual([
      [1, 'S'],
      [2, 'S'],
    ]);
    expect((await read(second._id)).fiscalReceipts?.[0]).toMatchObject({ state: 'signed', amount: 50_000, signed: { rcptNo: 2, totRcptNo: 2 } });
    expect(await t.service.sendFiscalReceipts()).toBe(0);
    expect(t.fiscal.emulator.sales()).toHaveLength(2);
  });

  it('tries again after the VSDC asks it to (894)', async () => {
    t = await startTestOrders();
    t.fiscal.emulator.failNext('894');
    const order = await placePaid(1);
    expect(await t.service.sendFiscalReceipts()).toBe(0);
    expect((await t.api.fiscalQueue()).receipts[0]!.lastError).toMatch(/^894 /);
    later();
    expect(await t.service.sendFiscalReceipts()).toBe(1);
    expect((await read(order._id)).fiscalReceipts?.[0]?.state).toBe('signed');
  });

  it('never sends a sale twice blindly: a VSDC that signed but did not answer is asked for the receipt it keeps', async () => {
    t = await startTestOrders();
    t.fiscal.emulator.failNext('accept-then-timeout');
    const order = await placePaid(1);
    expect(await t.service.sendFiscalReceipts()).toBe(0);
    const [kept] = t.fiscal.emulator.sales();
    later();
    expect(await t.service.sendFiscalReceipts()).toBe(1);
    expect(t.fiscal.emulator.sales()).toHaveLength(1);
    expect((await read(order._id)).fiscalReceipts?.[0]?.signed).toMatchObject({ rcptNo: kept!.receipt.rcptNo, rcptSign: kept!.receipt.rcptSign });
  });

  it('declares each line with its share of the discount and the delivery as a service, adding up to the total', async () => {
    t = await startTestOrders();
    await placePaid(1, 12_345, 3);
    await t.service.sendFiscalReceipts();
    const [sale] = t.fiscal.emulator.sales();
    expect(sale!.request).toMatchObject({ totAmt: 12_345 * 3 + 1000, pmtTyCd: '06', rcptTyCd: 'S' });
  });
});

describe('printing the receipt (PrintFiscalReceipts)', () => {
  it('gives the order as it was before the print, so only the first print of a signed receipt is the original', async () => {
    t = await startTestOrders();
    const order = await placePaid(1);
    const shopper = { userId: order.userId, role: 'USER' as const };
    expect((await t.api.printFiscalReceipts({ orderId: order._id, actor: shopper })).fiscalReceipts?.[0]?.printedAt).toBeUndefined();
    // Still pending: a pending receipt is not marked printed.
    expect((await t.api.printFiscalReceipts({ orderId: order._id, actor: shopper })).fiscalReceipts?.[0]?.printedAt).toBeUndefined();
    await t.service.sendFiscalReceipts();
    expect((await t.api.printFiscalReceipts({ orderId: order._id, actor: shopper })).fiscalReceipts?.[0]).toMatchObject({ state: 'signed' });
    const reprint = await t.api.printFiscalReceipts({ orderId: order._id, actor: shopper });
    expect(reprint.fiscalReceipts?.[0]?.printedAt).toEqual(expect.any(String));
    const stranger = { userId: 'bbbbbbbbbbbbbbbbbbbbbbbb', role: 'USER' as const };
    await expect(t.api.printFiscalReceipts({ orderId: order._id, actor: stranger })).rejects.toMatchObject({ kind: 'not_found' });
  });
});

describe('EBM items (RegisterFiscalItems, on products.changed)', () => {
  it('registers a new product, and again when its name changes', async () => {
    t = await startTestOrders();
    const product = await t.createProduct({ name: 'Logitech MX Keys', price: 95_000 });
    const ports = { ...t.receiptPorts(), catalog: new CatalogApiStock(t.catalog), log: silentLogger() };
    const register = new RegisterFiscalItems(ports);
    await register.execute([product._id]);
    const code = (await t.product(product._id)).fiscal.itemCode;
    expect(t.fiscal.emulator.items().find((item) => item.itemCd === code)).toMatchObject({ itemNm: 'Logitech MX Keys', taxTyCd: 'B' });

    await register.execute([product._id]);
    await t.catalog.patchProduct({ id: product._id, patch: { name: 'Logitech MX Keys S' }, actor: adminAccount });
    await register.execute([product._id]);
    expect(t.fiscal.emulator.items().find((item) => item.itemCd === code)).toMatchObject({ itemNm: 'Logitech MX Keys S' });
  });
});
