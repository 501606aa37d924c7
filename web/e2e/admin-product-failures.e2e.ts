import { randomUUID } from 'node:crypto';
import type { Locator } from 'playwright-core';
import { sessionStorageFor, signInWithApi } from './harness/accounts';
import { describe, expect, test } from './harness/fixtures';
import { waitForHeading } from './harness/navigation';
import { unexpectedProblems } from './harness/shop-api';
import { workerShop } from './harness/worker-shop';

/** SPEC only logs failed product saves; the admin is told instead, and keeps what they typed. */

/** Whether the element lies inside the visible part of its dialog. */
function inView(element: Locator): Promise<boolean> {
  return element.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const frame = (el.closest('dialog') ?? document.documentElement).getBoundingClientRect();
    return box.top >= frame.top && box.bottom <= frame.bottom && box.height > 0;
  });
}

describe('admin products: failed saves', () => {
  test("a create the server refuses shows its message, a network failure the default, and the form keeps its values", async ({ open }) => {
    const admin = await signInWithApi(workerShop().baseUrl, 'admin');
    const app = await open({ storage: sessionStorageFor(admin) });
    await app.goto('/admin/products');
    await waitForHeading(app.page, 'Product Management');
    const page = app.page;
    await page.getByRole('main').getByRole('button', { name: 'Add Product' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add New Product' });
    const name = `E2E Unsaved ${randomUUID().slice(0, 6)}`;
    await dialog.getByLabel('Product name').fill(name);
    await dialog.getByLabel('Brand').fill('Acme');
    await dialog.getByLabel('Category').selectOption('other');
    await dialog.getByLabel(/^Price \(RWF\)/).fill('1000');
    await dialog.getByLabel('Stock quantity').fill('1');
    await dialog.getByLabel(/^Description/).fill('Never saved.');
    await dialog.getByLabel(/^Primary image/).fill('/images/products/placeholder.svg');

    await page.route('**/api/v1/admin/products', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'The catalogue is unavailable' }) })
        : route.fallback(),
    );
    await dialog.getByRole('button', { name: 'Create Product' }).click();
    const alert = dialog.getByRole('alert').filter({ hasText: 'The catalogue is unavailable' });
    await alert.waitFor();
    await expect.poll(() => inView(alert)).toBe(true);
    expect(await dialog.getByLabel('Product name').inputValue()).toBe(name);

    await page.unroute('**/api/v1/admin/products');
    await page.route('**/api/v1/admin/products', (route) => (route.request().method() === 'POST' ? route.abort() : route.fallback()));
    await dialog.getByRole('button', { name: 'Create Product' }).click();
    await dialog.getByRole('alert').getByText('Failed to create product. Please try again.').waitFor();
    expect(await dialog.isVisible()).toBe(true);

    // Nothing was created.
    await page.unroute('**/api/v1/admin/products');
    const list = await app.context.request.get(app.url(`/api/v1/admin/products?search=${encodeURIComponent(name)}`), {
      headers: { Authorization: `Bearer ${admin.accessToken}` },
    });
    expect(((await list.json()) as { data: { pagination: { total: number } } }).data.pagination.total).toBe(0);
    expect(unexpectedProblems(app).filter((p) => !p.includes('net::ERR_FAILED'))).toEqual([]);
  });
});
