import { readFile } from 'node:fs/promises';
import type { AuditPage, Product, SearchSynonyms } from '@shop/contracts';
import { formatRwf } from '@shop/domain';
import type { Page } from 'playwright-core';
import { registerWithApi, sessionStorageFor, signInWithApi, type ApiSession } from './harness/accounts';
import { orderableProducts, placeOrder, setOrderStatus } from './harness/orders';
import type { AppSession, SessionOptions } from './harness/browser';
import { describe, expect, test } from './harness/fixtures';
import { waitForHeading } from './harness/navigation';
import { seriousViolations, unexpectedProblems } from './harness/shop-api';
import { workerShop } from './harness/worker-shop';

/** /admin/audit end to end: a session's admin actions with their before/after, the filters, the CSV, and a product's own history. */

let admin: Promise<ApiSession> | null = null;
const adminSession = () => (admin ??= signInWithApi(workerShop().baseUrl, 'admin'));

async function adminApi(method: 'GET' | 'PATCH' | 'PUT', path: string, json?: unknown): Promise<unknown> {
  const response = await fetch(new URL(`/api/v1${path}`, workerShop().baseUrl), {
    method,
    headers: { Authorization: `Bearer ${(await adminSession()).accessToken}`, ...(json ? { 'Content-Type': 'application/json' } : {}) },
    body: json ? JSON.stringify(json) : undefined,
  });
  const body = (await response.json()) as { success: boolean; data: unknown; message?: string };
  if (!body.success) throw new Error(`${method} ${path}: ${response.status} ${body.message ?? ''}`);
  return body.data;
}

async function openAudit(open: (options?: SessionOptions) => Promise<AppSession>): Promise<AppSession> {
  const app = await open({ storage: sessionStorageFor(await adminSession()) });
  await app.goto('/admin/audit');
  await waitForHeading(app.page, 'Audit Trail');
  return app;
}

const entries = (page: Page) => page.getByRole('main').getByTestId('audit-entry');

describe('admin audit trail', () => {
  test('shows a block and an unblock with who, before and after; filters them; exports them as CSV', async ({ open }) => {
    const shopper = await registerWithApi(workerShop().baseUrl, { firstName: 'Audited', lastName: 'Shopper' });
    await adminApi('PATCH', `/admin/users/${shopper.user.id}/block`, { blocked: true });
    await adminApi('PATCH', `/admin/users/${shopper.user.id}/block`, { blocked: false });

    const app = await openAudit(open);
    const page = app.page;
    const main = page.getByRole('main');
    await entries(page).first().waitFor();
    await main.getByLabel('Target id').pressSequentially(shopper.user.id, { delay: 5 });
    await expect.poll(() => entries(page).count()).toBe(2);
    const [unblocked, blocked] = [entries(page).nth(0), entries(page).nth(1)];
    await unblocked.getByText('User unblocked', { exact: true }).waitFor();
    await blocked.getByText('User blocked', { exact: true }).waitFor();
    await blocked.getByText(`User · ${shopper.user.email}`).waitFor();
    await blocked.getByText('By admin@devshop.rw').waitFor();
    const change = blocked.getByRole('row', { name: /isBlocked/ });
    expect(await change.locator('td').allTextContents()).toEqual(['No', 'Yes']);
    expect(await unblocked.getByRole('row', { name: /isBlocked/ }).locator('td').allTextContents()).toEqual(['Yes', 'No']);

    await main.getByLabel('Action').selectOption('user.blocked');
    await expect.poll(() => entries(page).count()).toBe(1);
    await entries(page).first().getByText('User blocked', { exact: true }).waitFor();

    const download = page.waitForEvent('download');
    await main.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^audit-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await readFile((await file.path())!, 'utf8')).split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('Seq,Time,Person,User id,Action,Target type,Target id,Target,Changes,Request id,Client address,Service,Hash');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`,admin@devshop.rw,`);
    expect(lines[1]).toContain(`,user.blocked,user,${shopper.user.id},${shopper.user.email},isBlocked: false → true,`);

    expect(await seriousViolations(page)).toEqual([]);
    expect(unexpectedProblems(app)).toEqual([]);
  });

  test('a product’s edit dialog shows its own history, prices in RWF', async ({ open }) => {
    const { products } = (await adminApi('GET', '/admin/products?limit=1')) as { products: Product[] };
    const product = products[0]!;
    const price = product.price + 1000;
    await adminApi('PATCH', `/admin/products/${product._id}`, { price });
    // The catalog's admin-action event reaches the trail through its outbox: wait for it.
    const history = () => adminApi('GET', `/admin/audit?targetType=product&targetId=${product._id}`) as Promise<AuditPage>;
    await expect.poll(async () => (await history()).entries.some((entry) => entry.action === 'product.updated'), { timeout: 15_000 }).toBe(true);

    const app = await open({ storage: sessionStorageFor(await adminSession()) });
    const page = app.page;
    await app.goto('/admin/products');
    await waitForHeading(page, 'Product Management');
    await page.getByRole('main').getByTestId('admin-product-row').first().waitFor();
    await page.getByRole('main').getByRole('button', { name: `Edit ${product.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Product' });
    await dialog.getByText('History', { exact: true }).click();
    const entry = dialog.getByTestId('audit-entry').first();
    await entry.getByText('Product edited', { exact: true }).waitFor();
    expect(await entry.getByRole('row', { name: /^price/ }).locator('td').allTextContents()).toEqual([formatRwf(product.price), formatRwf(price)]);
    expect(unexpectedProblems(app)).toEqual([]);
  });

  test('an order’s card shows its own history: the admin’s status change, from and to', async ({ open }) => {
    const shopper = await registerWithApi(workerShop().baseUrl, { firstName: 'History', lastName: 'Buyer' });
    const [product] = await orderableProducts(workerShop().baseUrl);
    const order = await placeOrder(workerShop().baseUrl, shopper.accessToken, product!, 1, { firstName: 'History', lastName: 'Buyer', email: shopper.user.email });
    await setOrderStatus(workerShop().baseUrl, (await adminSession()).accessToken, order._id, 'processing');
    const history = () => adminApi('GET', `/admin/audit?targetType=order&targetId=${order._id}`) as Promise<AuditPage>;
    await expect.poll(async () => (await history()).entries.some((entry) => entry.action === 'order.status-changed'), { timeout: 15_000 }).toBe(true);

    const app = await open({ storage: sessionStorageFor(await adminSession()) });
    const page = app.page;
    await app.goto('/admin/orders');
    await waitForHeading(page, 'Order Management');
    await page.getByRole('main').getByLabel('Search orders').fill(order.orderNumber);
    const card = page.getByRole('main').getByTestId('admin-order').filter({ hasText: order.orderNumber });
    await card.waitFor();
    await card.getByText('History', { exact: true }).click();
    const entry = card.getByTestId('audit-entry').filter({ hasText: 'Order status changed' });
    await entry.waitFor();
    await entry.getByText('By admin@devshop.rw').waitFor();
    expect(await entry.getByRole('row', { name: /^status/ }).locator('td').allTextContents()).toEqual(['Pending', 'Processing']);
    expect(unexpectedProblems(app)).toEqual([]);
  });

  test('a synonym saved on /admin/search shows as a settings change of the search synonyms, the word’s terms before and after', async ({ open }) => {
    const before = (await adminApi('GET', '/admin/search/synonyms')) as SearchSynonyms;
    // A word of this run's own: the worker's shop may hold other tests' synonym entries.
    const word = `kibodi${Date.now().toString(36)}`;
    try {
      const app = await open({ storage: sessionStorageFor(await adminSession()) });
      const page = app.page;
      const main = page.getByRole('main');
      await app.goto('/admin/search');
      await waitForHeading(page, 'Search Synonyms');
      await expect.poll(() => main.getByTestId('synonym-row').count()).toBe(before.synonyms.length);
      await main.getByRole('button', { name: 'Add synonym' }).click();
      const row = before.synonyms.length + 1;
      await main.getByLabel(`Word in row ${row}`, { exact: true }).fill(word);
      await main.getByLabel(`Catalogue terms in row ${row}`, { exact: true }).fill('keyboard, keypad');
      await main.getByRole('button', { name: 'Save', exact: true }).click();
      await main.getByRole('status').getByText('Synonyms saved.').waitFor();
      // The catalog's entry reaches the trail through its outbox: wait for it.
      const trail = () => adminApi('GET', '/admin/audit?targetType=settings&targetId=search-synonyms') as Promise<AuditPage>;
      await expect.poll(async () => (await trail()).entries.some((entry) => entry.changes.some((change) => change.field === word)), { timeout: 15_000 }).toBe(true);

      await app.goto('/admin/audit');
      await waitForHeading(page, 'Audit Trail');
      await entries(page).first().waitFor();
      await main.getByLabel('Target id').pressSequentially('search-synonyms', { delay: 5 });
      const entry = entries(page).filter({ has: page.getByRole('row', { name: new RegExp(`^${word}`) }) });
      await entry.waitFor();
      await entry.getByText('Settings changed', { exact: true }).waitFor();
      await entry.getByText('Settings · Search synonyms').waitFor();
      await entry.getByText('By admin@devshop.rw').waitFor();
      expect(await entry.getByRole('row', { name: new RegExp(`^${word}`) }).locator('td').allTextContents()).toEqual(['—', 'keyboard; keypad']);
      expect(unexpectedProblems(app)).toEqual([]);

      // The action and the settings' area in the admin's language.
      for (const [locale, heading, targetId, action, target] of [
        ['fr-FR', 'Journal d’audit', 'Identifiant de la cible', 'Paramètres modifiés', 'Paramètres · Synonymes de recherche'],
        ['rw-RW', 'Amateka y’ibikorwa', 'Nimero y’icyakorewe', 'Igenamiterere ryahinduwe', 'Igenamiterere · Impuzanyito zo gushakisha'],
      ] as const) {
        const other = await open({ locale, storage: sessionStorageFor(await adminSession()) });
        await other.goto('/admin/audit');
        await waitForHeading(other.page, heading);
        await entries(other.page).first().waitFor();
        await other.page.getByRole('main').getByLabel(targetId).pressSequentially('search-synonyms', { delay: 5 });
        const shown = entries(other.page).filter({ has: other.page.getByRole('row', { name: new RegExp(`^${word}`) }) });
        await shown.getByText(action, { exact: true }).waitFor();
        await shown.getByText(target).waitFor();
        expect(unexpectedProblems(other)).toEqual([]);
      }
    } finally {
      // The worker's shop is shared: its table is put back for the tests after this one.
      await adminApi('PUT', '/admin/search/synonyms', before);
    }
  });
});
