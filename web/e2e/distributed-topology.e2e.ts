import { afterAll, beforeAll, inject } from 'vitest';
import { waitFor } from '../../scripts/testing/free-port';
import { computeCartTotals, formatRwf } from '@shop/domain';
import { registerWithApi, sessionStorageFor, signInWithApi } from './harness/accounts';
import { orderableProducts, payByMobileMoney, placeOrder, setOrderStatus, waitForOrder } from './harness/orders';
import { openSession } from './harness/browser';
import { RAISED_SIGN_IN_LIMITS, startDistributedShopOnVirtualHost, type DistributedShop } from '../../scripts/testing/distributed-shop';
import { cartLine, cartStorage, fillToPayment, productsInStock, tinyPng, type ApiOrder } from './harness/checkout';
import { unexpectedProblems } from './harness/shop-api';
import { describe, expect, test } from './harness/fixtures';
import { waitForHeading, waitForPath } from './harness/navigation';

/**
 * The same shop with every service in its own process behind gRPC, Redis and RabbitMQ:
 * a shopper browses, signs in, keeps a wishlist, edits their profile and signs out.
 */
describe('the shop in the distributed topology', () => {
  let shop: DistributedShop | undefined;
  let baseUrl = '';

  beforeAll(async () => {
    shop = await startDistributedShopOnVirtualHost(inject('brokerControl'), () => RAISED_SIGN_IN_LIMITS);
    baseUrl = shop.baseUrl;
  });
  afterAll(async () => {
    await shop?.stop();
  });

  test('a shopper browses, signs in, saves a product, edits the profile and signs out', async ({ chromium }) => {
    const app = await openSession(chromium, baseUrl);
    try {
      const main = app.page.getByRole('main');

      // Browse: the catalogue comes from the catalog process over gRPC.
      await app.goto('/products/keyboards');
      await waitForHeading(app.page, 'Keyboards');
      const card = main.getByTestId('product-card').first();
      await card.waitFor();
      const name = (await card.getByRole('heading').first().textContent())!.trim();
      await card.getByRole('heading').first().click();
      await app.page.waitForURL(/\/product\/[0-9a-f]{24}$/);
      await main.getByRole('heading', { name, level: 1 }).waitFor();

      // Sign in through identity over gRPC.
      await app.goto('/login');
      await main.getByRole('button', { name: /shopper@devshop\.rw/ }).click();
      await waitForPath(app.page, '/');
      await app.page.getByRole('banner').getByRole('button', { name: /Demo Shopper/ }).waitFor();

      // Wishlist on the server, through the catalog process.
      await app.goto('/products/keyboards');
      const saved = main.getByTestId('product-card').filter({ hasText: name }).first();
      // A fresh shop: the shopper's wishlist starts empty.
      await saved.getByRole('button', { name: `Add ${name} to wishlist` }).click();
      await saved.getByRole('button', { name: `Remove ${name} from wishlist` }).waitFor();
      await app.goto('/wishlist');
      await main.getByRole('link', { name }).first().waitFor();

      // Profile saved through identity, still there after a reload.
      await app.goto('/profile');
      await main.getByRole('button', { name: 'Edit Profile' }).click();
      await main.getByLabel('Phone', { exact: false }).fill('0788 123 456');
      await main.getByRole('button', { name: 'Save Changes' }).click();
      await main.getByRole('button', { name: 'Edit Profile' }).waitFor();
      await app.page.reload();
      await main.getByText('0788 123 456').waitFor();

      // Sign out.
      const menu = app.page.getByRole('banner').getByRole('button', { name: /Demo Shopper/ });
      await menu.click();
      await app.page.locator(`#${await menu.getAttribute('aria-controls')}`).getByRole('button', { name: 'Sign Out' }).click();
      await app.page.getByRole('banner').getByRole('link', { name: 'Sign In' }).waitFor();
      expect(app.problems()).toEqual([]);
    } finally {
      await app.close();
    }
  });

  test('an order paid by Airtel Money gets its signed EBM receipt, and cancelling it refunds through Airtel with a refund receipt', async () => {
    const shopper = await registerWithApi(baseUrl);
    const admin = await signInWithApi(baseUrl, 'admin');
    const [product] = await orderableProducts(baseUrl);
    const placed = await placeOrder(baseUrl, shopper.accessToken, product!, 1, { firstName: 'Aline', lastName: 'Uwase', email: shopper.user.email });
    const paid = await payByMobileMoney(baseUrl, shopper.accessToken, placed, '0730000001');
    expect(paid.paymentInfo).toMatchObject({ method: 'momo', wallet: 'airtel' });
    const signed = (n: number) => (order: { fiscalReceipts?: Array<{ state: string }> }) => order.fiscalReceipts?.length === n && order.fiscalReceipts.every((r) => r.state === 'signed');
    const declared = await waitForOrder(baseUrl, shopper.accessToken, paid._id, signed(1), 'declared to the VSDC by the orders process');
    expect(declared.fiscalReceipts?.[0]).toMatchObject({ receiptType: 'S', amount: paid.total, signed: { rcptNo: expect.any(Number) } });

    await setOrderStatus(baseUrl, admin.accessToken, paid._id, 'cancelled');
    const refunded = await waitForOrder(
      baseUrl,
      shopper.accessToken,
      paid._id,
      (order) => order.refunds?.[0]?.state === 'succeeded' && signed(2)(order),
      'refunded through payments and RabbitMQ, with its refund receipt',
    );
    expect(refunded.fiscalReceipts?.[1]).toMatchObject({ receiptType: 'R', originalInvoiceNo: declared.fiscalReceipts![0]!.invoiceNo, amount: paid.total });
  });

  test('a subscriber fills a cart, applies WELCOME2 and pays by card, mobile money and a manual proof', async ({ chromium }) => {
    const session = await registerWithApi(baseUrl);
    const subscribed = await fetch(`${baseUrl}/api/v1/newsletter/subscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: session.user.email }),
    });
    expect(subscribed.ok).toBe(true);
    // The subscription reaches the orders process through RabbitMQ; wait until the coupon sees it.
    await waitFor(
      async () => {
        const res = await fetch(`${baseUrl}/api/v1/cart/coupon`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${session.accessToken}` },
          body: JSON.stringify({ code: 'WELCOME2', subtotal: 100_000 }),
        });
        return res.ok ? true : undefined;
      },
      20_000,
      'the newsletter subscription to reach the orders service',
    );

    const probe = await openSession(chromium, baseUrl);
    const [a, b] = await productsInStock(probe);
    await probe.close();
    const pay = async (method: 'card' | 'momo' | 'manual', withCoupon: boolean) => {
      const lines = [cartLine(a!, 2), cartLine(b!)];
      const app = await openSession(chromium, baseUrl, { storage: { ...sessionStorageFor(session), ...cartStorage(lines) } });
      try {
        const main = app.page.getByRole('main');
        await app.goto('/cart');
        if (withCoupon) {
          await main.getByPlaceholder('Enter promo code (e.g., WELCOME2)').fill('WELCOME2');
          await main.getByRole('button', { name: 'Apply' }).click();
          await main.getByText('Promo code applied: WELCOME2').waitFor();
          const totals = computeCartTotals(lines, { code: 'WELCOME2', discountType: 'percentage', discountValue: 2 });
          await main.getByText(`You saved ${formatRwf(totals.discount)}!`).waitFor();
        }
        await main.getByRole('link', { name: /Proceed to Checkout/ }).click();
        await fillToPayment(app.page);
        if (method === 'card') {
          await main.getByRole('radio', { name: 'Card', exact: true }).check();
          await main.getByLabel('Name on card').fill('Test Shopper');
          await main.getByLabel('Card number').fill('4242424242424242');
          await main.getByLabel('Expiry date').fill('12/34');
          await main.getByLabel('CVV').fill('123');
        } else if (method === 'momo') {
          await main.getByRole('radio', { name: 'MTN Mobile Money', exact: true }).check();
          await main.getByLabel('Mobile Money number').fill('0780000001');
        } else {
          await main.getByRole('radio', { name: 'MTN Mobile Money (manual)', exact: true }).check();
          await main.getByLabel('Payment screenshot').setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: tinyPng() });
        }
        await main.getByRole('button', { name: /Place Order/ }).click();
        await app.page.waitForURL((url) => url.pathname.startsWith('/order-confirmation/'), { timeout: 40_000 });
        expect(unexpectedProblems(app)).toEqual([]);
        return decodeURIComponent(app.page.url().split('/order-confirmation/')[1]!);
      } finally {
        await app.close();
      }
    };

    const byCard = await pay('card', true);
    const byMomo = await pay('momo', false);
    const byProof = await pay('manual', false);
    const orders = await waitFor(
      async () => {
        const res = await fetch(`${baseUrl}/api/v1/orders/my-orders?page=1&limit=50`, {
          headers: { authorization: `Bearer ${session.accessToken}` },
        });
        const mine = ((await res.json()) as { data: { orders: ApiOrder[] } }).data.orders;
        const paid = (n: string) => mine.find((o) => o.orderNumber === n)?.paymentInfo.status === 'paid';
        return paid(byCard) && paid(byMomo) ? mine : undefined;
      },
      20_000,
      'both payments to be settled through RabbitMQ',
    );
    expect(orders.find((o) => o.orderNumber === byCard)).toMatchObject({ couponCode: 'WELCOME2', paymentInfo: { method: 'stripe' } });
    expect(orders.find((o) => o.orderNumber === byMomo)).toMatchObject({ paymentInfo: { method: 'momo', status: 'paid' } });
    expect(orders.find((o) => o.orderNumber === byProof)).toMatchObject({
      paymentInfo: { method: 'manual_momo', status: 'awaiting_verification' },
    });
  });
});
