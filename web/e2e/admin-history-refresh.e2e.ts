import { formatRwf } from '@shop/domain';
import type { Page } from 'playwright-core';
import { registerWithApi, sessionStorageFor, signInWithApi, type ApiSession } from './harness/accounts';
import type { AppSession, SessionOptions } from './harness/browser';
import { describe, expect, test } from './harness/fixtures';
import { waitForHeading } from './harness/navigation';
import { orderableProducts, placeOrder } from './harness/orders';
import { unexpectedProblems } from './harness/shop-api';
import { workerShop } from './harness/worker-shop';

/**
 * An order's and a product's History panel after the admin changes them: the new entries show
 * without a reload, although the trail records them through the services' outboxes a moment
 * after the change's answer.
 */

type Open = (options?: SessionOptions) => Promise<AppSession>;

let admin: Promise<ApiSession> | null = null;
const adminSession = () => (admin ??= signInWithApi(workerShop().baseUrl, 'admin'));

/** Longer than the panel's catch-up (about 7.5 s), shorter than waiting for a focus or a reload. */
const SHOWS_WITHIN_MS = 10_000;
/** How long after its answer a change's entry reaches the trail, where a test makes it late. */
const ENTRY_LATE_MS = 2_000;

async function adminApi<T>(method: 'PATCH', path: string, json?: unknown): Promise<T> {
  const response = await fetch(new URL(`/api/v1${path}`, workerShop().baseUrl), {
    method,
    headers: { Authorization: `Bearer ${(await adminSession()).accessToken}`, ...(json ? { 'Content-Type': 'application/json' } : {}) },
    body: json ? JSON.stringify(json) : undefined,
  });
  const body = (await response.json()) as { success: boolean; data: T; message?: string };
  if (!body.success) throw new Error(`${method} ${path}: ${response.status} ${body.message ?? ''}`);
  return body.data;
}

async function openAdmin(open: Open, path: string, heading: string): Promise<AppSession> {
  const app = await open({ storage: sessionStorageFor(await adminSession()) });
  await app.goto(path);
  await waitForHeading(app.page, heading);
  // Gone after a reload: the entries below must come without one.
  await app.page.evaluate(() => Object.assign(window, { notReloaded: true }));
  return app;
}

const notReloaded = (page: Page) => page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded === true);

describe('History after an admin change', () => {
  test('an order card’s open History shows the status change, then the shipping’s three entries, without a reload', async ({ open }) => {
    const baseUrl = workerShop().baseUrl;
    const shopper = await registerWithApi(baseUrl, { firstName: 'Refreshed', lastName: 'History' });
    const [product] = await orderableProducts(baseUrl);
    const order = await placeOrder(baseUrl, shopper.accessToken, product!, 1, { firstName: 'Refreshed', lastName: 'History', email: shopper.user.email });

    const app = await openAdmin(open, '/admin/orders', 'Order Management');
    const page = app.page;
    await page.getByRole('main').getByLabel('Search orders').fill(order.orderNumber);
    const card = page.getByRole('main').getByTestId('admin-order').filter({ hasText: order.orderNumber });
    await card.waitFor();
    await card.getByText('History', { exact: true }).click();
    const history = card.getByTestId('audit-history');
    await history.getByText('No recorded changes yet', { exact: true }).waitFor();

    // Pending to Processing: the entry comes into the open panel.
    await card.getByLabel('Status').selectOption('processing');
    await card.getByRole('button', { name: 'Update Order' }).click();
    await page.getByTestId('toast').getByText('Order status updated successfully!').waitFor();
    const statusChanges = history.getByTestId('audit-entry').filter({ hasText: 'Order status changed' });
    await statusChanges.first().waitFor({ timeout: SHOWS_WITHIN_MS });
    await statusChanges.first().getByText('By admin@devshop.rw').waitFor();
    expect(await statusChanges.first().getByRole('row', { name: /^status/ }).locator('td').allTextContents()).toEqual(['Pending', 'Processing']);

    // One update that writes three entries (status, tracking number, notes): all of them come.
    const tracking = `RW-HIST-${Date.now().toString().slice(-6)}`;
    await card.getByLabel('Status').selectOption('shipped');
    await card.getByLabel('Tracking number').fill(tracking);
    await card.getByLabel('Notes').fill('Handed to the Musanze rider');
    await card.getByRole('button', { name: 'Update Order' }).click();
    await expect.poll(() => history.getByTestId('audit-entry').count(), { timeout: SHOWS_WITHIN_MS }).toBe(4);
    await history.getByTestId('audit-entry').filter({ hasText: 'Tracking number changed' }).getByText(tracking).waitFor();
    await history.getByTestId('audit-entry').filter({ hasText: 'Order notes changed' }).getByText('Handed to the Musanze rider').waitFor();
    expect(await statusChanges.first().getByRole('row', { name: /^status/ }).locator('td').allTextContents()).toEqual(['Processing', 'Shipped']);
    expect(await notReloaded(page)).toBe(true);
    expect(unexpectedProblems(app)).toEqual([]);
  });

  test('a product’s History, read before an edit, shows the edit once it lands, the dialog opened again meanwhile', async ({ open, onTestFinished }) => {
    const product = (await orderableProducts(workerShop().baseUrl))[0]!;
    onTestFinished(async () => {
      await adminApi('PATCH', `/admin/products/${product._id}`, { price: product.price });
    });
    const price = product.price + 500;

    const app = await openAdmin(open, '/admin/products', 'Product Management');
    const page = app.page;
    // The trail records the edit through the catalog's outbox: here, as on a busy shop, it lands
    // ENTRY_LATE_MS after the save, the product's history answering as it was until then.
    let lateUntil = 0;
    let asItWas: unknown;
    await page.route(
      (url) => url.pathname === '/api/v1/admin/audit' && url.searchParams.get('targetId') === product._id,
      async (route) => {
        if (Date.now() < lateUntil) return route.fulfill({ json: asItWas });
        const response = await route.fetch();
        asItWas = await response.json();
        return route.fulfill({ response });
      },
    );
    const main = page.getByRole('main');
    await main.getByLabel('Search products').fill(product.name);
    const edit = main.getByRole('button', { name: `Edit ${product.name}`, exact: true });
    const dialog = page.getByRole('dialog', { name: 'Edit Product' });
    await edit.click();
    await dialog.getByText('History', { exact: true }).click();
    // Whatever it held before (other files edit products too), it is read and shown.
    await dialog.getByTestId('audit-history').locator('p, [data-testid="audit-entry"]').first().waitFor();
    await expect.poll(() => dialog.getByText('Loading the audit trail…').count()).toBe(0);

    await dialog.getByLabel(/^Price \(RWF\)/).fill(String(price));
    lateUntil = Date.now() + ENTRY_LATE_MS;
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await dialog.waitFor({ state: 'detached' });
    await edit.click();
    await dialog.getByText('History', { exact: true }).click();
    const edited = dialog.getByTestId('audit-entry').first();
    await edited.getByRole('row', { name: /^price/ }).getByText(formatRwf(price), { exact: true }).waitFor({ timeout: SHOWS_WITHIN_MS });
    expect(await edited.getByRole('row', { name: /^price/ }).locator('td').allTextContents()).toEqual([formatRwf(product.price), formatRwf(price)]);
    expect(await notReloaded(page)).toBe(true);
    expect(unexpectedProblems(app)).toEqual([]);
  });
});
