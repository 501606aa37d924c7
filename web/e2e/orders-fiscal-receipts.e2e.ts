import { readFile } from 'node:fs/promises';
import { fiscalQrContent, inGroupsOfFour } from '@shop/domain';
import { registerWithApi, sessionStorageFor, signInWithApi, type ApiSession } from './harness/accounts';
import { describe, expect, test } from './harness/fixtures';
import { waitForHeading } from './harness/navigation';
import { orderableProducts, payByCard, payByMobileMoney, placeOrder, refundOrder, setOrderStatus, waitForOrder, type ApiOrder } from './harness/orders';
import { pdfBlackAreas } from './harness/pdf-paths';
import { pdfText } from './harness/pdf-text';
import { readQrCode, svgPathRectangles } from './harness/qr-reader';
import { unexpectedProblems } from './harness/shop-api';
import { workerShop } from './harness/worker-shop';

/** A new shopper's order of `quantity` units, paid as asked through the simulators. */
async function paidOrder(shopper: ApiSession, how: 'card' | 'mtn' | 'airtel', quantity = 1): Promise<ApiOrder> {
  const baseUrl = workerShop().baseUrl;
  const [product] = await orderableProducts(baseUrl);
  const placed = await placeOrder(baseUrl, shopper.accessToken, product!, quantity, { firstName: 'Aline', lastName: 'Uwase', email: shopper.user.email });
  if (how === 'card') return payByCard(baseUrl, shopper.accessToken, placed);
  return payByMobileMoney(baseUrl, shopper.accessToken, placed, how === 'mtn' ? '0780000001' : '0730000001');
}

const signedReceipts = (count: number) => (order: ApiOrder) =>
  (order.fiscalReceipts ?? []).length === count && (order.fiscalReceipts ?? []).every((receipt) => receipt.state === 'signed');

describe('EBM fiscal receipts and refunds', () => {
  test('a paid order shows the receipt the VSDC signed, on its page and in its PDF, with a QR code a reader decodes', async ({ open }) => {
    const baseUrl = workerShop().baseUrl;
    const shopper = await registerWithApi(baseUrl);
    const paid = await paidOrder(shopper, 'card', 2);
    const order = await waitForOrder(baseUrl, shopper.accessToken, paid._id, signedReceipts(1), 'declared to the VSDC');
    const [sale] = order.fiscalReceipts!;
    expect(sale).toMatchObject({ receiptType: 'S', amount: order.total, state: 'signed' });
    const signed = sale!.signed!;
    const qr = fiscalQrContent(signed);

    const app = await open({ storage: sessionStorageFor(shopper) });
    await app.goto(`/order-confirmation/${order.orderNumber}`);
    await waitForHeading(app.page, 'Order Confirmed!');
    const block = app.page.getByTestId('fiscal-receipt');
    expect(await block.getAttribute('data-state')).toBe('signed');
    const text = (await block.textContent()) ?? '';
    for (const part of [signed.sdcId, signed.mrcNo, `${signed.rcptNo}/${signed.totRcptNo} NS`, inGroupsOfFour(signed.intrlData), inGroupsOfFour(signed.rcptSign)]) {
      expect(text).toContain(part);
    }
    const path = await block.getByTestId('fiscal-qr').locator('path').getAttribute('d');
    expect(readQrCode(svgPathRectangles(path!))).toBe(qr);

    const downloadPdf = async () => {
      const [download] = await Promise.all([app.page.waitForEvent('download'), app.page.getByRole('button', { name: 'Download Receipt' }).click()]);
      return readFile((await download.path())!);
    };
    const original = await downloadPdf();
    expect(readQrCode(pdfBlackAreas(original))).toBe(qr);
    expect(pdfText(original).join('\n')).toContain(`${signed.rcptNo}/${signed.totRcptNo} NS`);
    expect(pdfText(original).join('\n')).not.toContain('COPY');
    // RRA allows one original: every later print is a copy.
    const reprint = pdfText(await downloadPdf()).join('\n');
    expect(reprint).toContain('COPY');
    expect(reprint).toContain(`${signed.rcptNo}/${signed.totRcptNo} CS`);
    expect(unexpectedProblems(app)).toEqual([]);
  });

  for (const how of ['mtn', 'airtel', 'card'] as const) {
    test(`cancelling an order paid by ${how} gives the money back through that provider, with a refund receipt`, async ({ open }) => {
      const baseUrl = workerShop().baseUrl;
      const shopper = await registerWithApi(baseUrl);
      const admin = await signInWithApi(baseUrl, 'admin');
      const paid = await paidOrder(shopper, how);
      const declared = await waitForOrder(baseUrl, shopper.accessToken, paid._id, signedReceipts(1), 'declared');

      const cancelled = await setOrderStatus(baseUrl, admin.accessToken, paid._id, 'cancelled');
      expect(cancelled.refunds).toEqual([expect.objectContaining({ state: 'requested', amount: paid.total, reason: 'Order cancelled' })]);
      const refunded = await waitForOrder(
        baseUrl,
        shopper.accessToken,
        paid._id,
        (order) => order.refunds?.[0]?.state === 'succeeded' && signedReceipts(2)(order),
        'refunded, with its refund receipt signed',
      );
      expect(refunded.paymentInfo.refunded).toBe(paid.total);
      expect(refunded.fiscalReceipts?.[1]).toMatchObject({ receiptType: 'R', originalInvoiceNo: declared.fiscalReceipts![0]!.invoiceNo, amount: paid.total });
      // Asked again, nothing more is refunded.
      await expect(refundOrder(baseUrl, admin.accessToken, paid._id)).rejects.toThrow(/Nothing is left to refund on this order/);

      const app = await open({ storage: sessionStorageFor(shopper) });
      await app.goto(`/order-confirmation/${paid.orderNumber}`);
      await app.page.getByTestId('fiscal-receipt').nth(1).waitFor();
      expect(await app.page.getByTestId('fiscal-receipt').evaluateAll((blocks) => blocks.map((block) => block.getAttribute('data-state')))).toEqual(['signed', 'signed']);
      expect(unexpectedProblems(app)).toEqual([]);
    });
  }
});
