import { formatRwf } from '@shop/domain';
import type { Locator, Page } from 'playwright-core';
import { registerWithApi, sessionStorageFor, signInWithApi, type ApiSession } from './harness/accounts';
import { answerConfirmation, placeManualPaymentOrder } from './harness/admin';
import type { AppSession, SessionOptions } from './harness/browser';
import { cartLine, cartStorage, productsInStock } from './harness/checkout';
import { describe, expect, test } from './harness/fixtures';
import { waitForHeading } from './harness/navigation';
import { orderableProducts, placeOrder, setOrderStatus } from './harness/orders';
import { seriousViolations, unexpectedProblems } from './harness/shop-api';
import { workerShop } from './harness/worker-shop';

/** /admin/orders end to end: find an order, verify a manual payment from its proof, ship it. */

type Open = (options?: SessionOptions) => Promise<AppSession>;

let adminSession: Promise<ApiSession> | null = null;
const admin = () => (adminSession ??= signInWithApi(workerShop().baseUrl, 'admin'));

async function openAdminOrders(open: Open): Promise<AppSession> {
  const app = await open({ storage: sessionStorageFor(await admin()) });
  await app.goto('/admin/orders');
  await waitForHeading(app.page, 'Order Management');
  await app.page.getByRole('main').getByTestId('admin-order').first().waitFor();
  return app;
}

const main = (page: Page) => page.getByRole('main');
const cards = (page: Page) => main(page).getByTestId('admin-order');

/** Types the order number into the search box and waits for the list to show that order alone. */
async function searchFor(page: Page, orderNumber: string): Promise<Locator> {
  await main(page).getByLabel('Search orders').fill(orderNumber);
  await main(page).locator('.admin-result-line').getByText('Showing 1–1 of 1 order', { exact: true }).waitFor();
  const card = cards(page).filter({ hasText: orderNumber });
  await card.waitFor();
  expect(await cards(page).count()).toBe(1);
  return card;
}

describe('admin orders', () => {
  test('a manual payment: found by filters, its proof shown, marked paid, then shipped with a tracking number', async ({ open }) => {
    // The shopper pays by USSD and uploads the screenshot at checkout.
    const probe = await open();
    const [product] = await productsInStock(probe);
    const shopper = await registerWithApi(workerShop().baseUrl, { firstName: 'Aline', lastName: 'Uwase' });
    const shopperApp = await open({ storage: { ...sessionStorageFor(shopper), ...cartStorage([cartLine(product!, 2)]) } });
    const orderNumber = await placeManualPaymentOrder(shopperApp, shopper.accessToken);

    const app = await openAdminOrders(open);
    const page = app.page;
    await main(page).getByRole('link', { name: 'Back to Dashboard' }).waitFor();

    // Search (debounced: one request for the whole number) and the payment-status filter.
    const searches: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/v1/orders' && url.searchParams.get('search')) searches.push(url.searchParams.get('search')!);
    });
    await main(page).getByLabel('Payment status').selectOption('awaiting_verification');
    await main(page).locator('.admin-result-line').getByText('Filters applied').waitFor();
    const searched = page.waitForResponse((response) => new URL(response.url()).searchParams.get('search') === orderNumber);
    await main(page).getByLabel('Search orders').pressSequentially(orderNumber, { delay: 30 });
    await searched;
    await main(page).locator('.admin-result-line').getByText('Showing 1–1 of 1 order', { exact: true }).waitFor();
    expect(searches).toEqual([orderNumber]);
    const card = cards(page).filter({ hasText: orderNumber });
    expect(await cards(page).count()).toBe(1);
    await card.getByTestId('payment-status').getByText('Awaiting verification').waitFor();

    // Items, address and totals.
    const total = product!.price * 2 + (product!.price * 2 < 50_000 ? 1_000 : 0);
    await card.getByText(product!.name).waitFor();
    await card.getByText(`2 × ${formatRwf(product!.price)}`).waitFor();
    await card.getByText('KG 7 Ave, house 12').waitFor();
    await card.getByText('Kigali, Gasabo').waitFor();
    expect(await card.getByTestId('totals-total').textContent()).toBe(formatRwf(total));

    // The proof is private: it arrives through the admin's token and shows as an object URL.
    const proof = card.getByTestId('payment-proof');
    await proof.waitFor();
    expect(await proof.getAttribute('src')).toMatch(/^blob:/);
    await page.waitForFunction((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth === 16, await proof.elementHandle());
    const resources = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
    // Other tests' manual orders may be listed too: every screenshot came through the private route.
    const proofUrls = resources.filter((path) => path.includes('payment-proofs') || path.includes('/proofs/'));
    expect(proofUrls.length).toBeGreaterThan(0);
    for (const url of proofUrls) {
      expect(url).toMatch(/^\/api\/v1\/payments\/proofs\/[0-9a-f]{32}/);
      // Without the token the same address gives nothing away.
      expect((await app.context.request.get(app.url(url))).status()).toBe(401);
    }
    expect(await seriousViolations(page), '/admin/orders').toEqual([]);

    // Mark paid: the order is read again and shows Paid; the buttons go.
    await main(page).getByLabel('Payment status').selectOption('');
    await searchFor(page, orderNumber);
    await card.getByRole('button', { name: 'Mark paid' }).click();
    await card.getByTestId('payment-status').getByText('Paid', { exact: true }).waitFor({ timeout: 15_000 });
    expect(await card.getByRole('button', { name: 'Mark paid' }).count()).toBe(0);

    // Cancelling a paid order asks first, saying the money goes back; cancelled, nothing is sent.
    const statusUpdates: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PATCH' && new URL(request.url()).pathname.endsWith('/status')) statusUpdates.push(request.url());
    });
    await card.getByLabel('Status').selectOption('cancelled');
    await card.getByRole('button', { name: 'Update Order' }).click();
    expect(await answerConfirmation(page, 'cancel')).toEqual({
      title: `Cancel order ${orderNumber}?`,
      text: `This order is paid. Cancelling it refunds ${formatRwf(total)} to the customer, puts its items back into stock and frees its coupon. Cancelled is final: the order cannot be reopened.`,
    });
    expect(statusUpdates).toEqual([]);
    expect(await card.getByTestId('order-status').textContent()).not.toBe('Cancelled');

    // Shipped with a tracking number: the success message, gone after 3 s.
    const tracking = `RW-BIKE-${Date.now().toString().slice(-6)}`;
    await card.getByLabel('Status').selectOption('shipped');
    await card.getByLabel('Tracking number').fill(tracking);
    await card.getByLabel('Notes').fill('Left with the Kigali rider');
    await card.getByRole('button', { name: 'Update Order' }).click();
    const message = page.getByTestId('toast');
    await message.getByText('Order status updated successfully!').waitFor();
    const shownAt = Date.now();
    await card.getByTestId('order-status').getByText('Shipped', { exact: true }).waitFor();
    await card.getByText(`Tracking: ${tracking}`).waitFor();
    await message.waitFor({ state: 'detached', timeout: 6_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(2_500);
    expect(unexpectedProblems(app)).toEqual([]);

    // The shopper's order history shows it shipped.
    await shopperApp.goto('/orders');
    await waitForHeading(shopperApp.page, 'Order History');
    const historyCard = main(shopperApp.page).getByTestId('order-card').filter({ hasText: orderNumber });
    await historyCard.waitFor();
    expect(await historyCard.getByTestId('order-status').textContent()).toBe('Shipped');
  });

  test('a delivered order is final: the server’s message is shown and the order stays delivered', async ({ open }) => {
    const baseUrl = workerShop().baseUrl;
    const shopper = await registerWithApi(baseUrl, { firstName: 'Jean', lastName: 'Habimana' });
    const [product] = await orderableProducts(baseUrl);
    const order = await placeOrder(baseUrl, shopper.accessToken, product!, 1, { firstName: 'Jean', lastName: 'Habimana', email: shopper.user.email });
    const adminToken = (await admin()).accessToken;
    await setOrderStatus(baseUrl, adminToken, order._id, 'delivered');
    const refused = await fetch(new URL(`/api/v1/orders/${order._id}/status`, baseUrl), {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({ status: 'processing' }),
    });
    expect(refused.status).toBe(409);
    const serverMessage = ((await refused.json()) as { message: string }).message;

    const app = await openAdminOrders(open);
    const card = await searchFor(app.page, order.orderNumber);
    await card.getByTestId('order-status').getByText('Delivered').waitFor();
    expect(await card.getByTestId('payment-proof').count()).toBe(0);
    await card.getByLabel('Status').selectOption('processing');
    await card.getByRole('button', { name: 'Update Order' }).click();
    await card.getByRole('alert').getByText(serverMessage, { exact: true }).waitFor();
    expect(await app.page.getByTestId('toast').count()).toBe(0);
    expect(await card.getByTestId('order-status').textContent()).toBe('Delivered');
    expect(unexpectedProblems(app)).toEqual([]);
  });

  test('the status filter narrows the list and pages hold 10 orders', async ({ open }) => {
    const app = await openAdminOrders(open);
    const page = app.page;
    const line = main(page).locator('.admin-result-line');
    await line.getByText(/^Showing 1–\d+ of \d+ orders?$/).waitFor();
    expect(await cards(page).count()).toBeLessThanOrEqual(10);
    await main(page).getByLabel('Order status').selectOption('delivered');
    await line.getByText('Filters applied').waitFor();
    await page.waitForLoadState('networkidle');
    for (const status of await cards(page).getByTestId('order-status').allTextContents()) expect(status).toBe('Delivered');
  });
});
