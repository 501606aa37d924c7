import { signInWithApi, sessionStorageFor } from './harness/accounts';
import { recordAdminCalls } from './harness/admin';
import type { AppSession } from './harness/browser';
import { describe, expect, test } from './harness/fixtures';
import { unexpectedProblems } from './harness/shop-api';
import { workerShop } from './harness/worker-shop';

/** Every admin screen refuses visitors and shoppers in the browser, before asking the API for anything. */

const ADMIN_SCREENS = ['/admin', '/admin/products', '/admin/users', '/admin/orders', '/admin/reviews', '/admin/newsletter', '/admin/search', '/admin/audit'];

async function expectDenied(app: AppSession, calls: string[], path: string): Promise<void> {
  await app.goto(path);
  const main = app.page.getByRole('main');
  await main.getByRole('heading', { name: 'Access Denied' }).waitFor();
  await main.getByText('You need admin privileges to access this page', { exact: true }).waitFor();
  expect(await main.getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');
  // Nothing of the screen: no table, no order, no figures, no way back into the back office.
  expect(await main.getByRole('table').count()).toBe(0);
  expect(await main.getByRole('link', { name: 'Back to Dashboard' }).count()).toBe(0);
  expect(await main.getByTestId('admin-order').count()).toBe(0);
  expect(await main.getByRole('list', { name: 'Store statistics' }).count()).toBe(0);
  await app.page.waitForLoadState('networkidle');
  expect(calls, `admin API calls on ${path}`).toEqual([]);
}

describe('admin screens: access', () => {
  test("a signed-in shopper sees 'Access Denied' on each admin screen and no admin API call is made", async ({ open }) => {
    const shopper = await signInWithApi(workerShop().baseUrl, 'shopper');
    const app = await open({ storage: sessionStorageFor(shopper) });
    const calls = recordAdminCalls(app.page);
    for (const path of ADMIN_SCREENS) await expectDenied(app, calls, path);
    // The header offers no way in either.
    expect(await app.page.getByRole('link', { name: 'Admin Dashboard' }).count()).toBe(0);
    expect(unexpectedProblems(app)).toEqual([]);
  });

  test("a signed-out visitor sees 'Access Denied' on each admin screen and no admin API call is made", async ({ open }) => {
    const app = await open();
    const calls = recordAdminCalls(app.page);
    for (const path of ADMIN_SCREENS) await expectDenied(app, calls, path);
    expect(unexpectedProblems(app)).toEqual([]);
  });

  test('the recorder sees admin calls when there are some: the admin’s dashboard and orders screen make them', async ({ open }) => {
    const admin = await signInWithApi(workerShop().baseUrl, 'admin');
    const app = await open({ storage: sessionStorageFor(admin) });
    const calls = recordAdminCalls(app.page);
    await app.goto('/admin');
    await app.page.getByRole('main').getByTestId('stat-totalOrders').waitFor();
    await app.goto('/admin/orders');
    await app.page.getByRole('main').locator('.admin-result-line').getByText(/^(Showing|No orders)/).waitFor();
    expect(calls).toEqual(expect.arrayContaining(['GET /api/v1/admin/stats', 'GET /api/v1/orders']));
  });

  test('the server refuses the shopper the admin API all the same', async ({ open }) => {
    const shopper = await signInWithApi(workerShop().baseUrl, 'shopper');
    const app = await open();
    for (const path of ['/admin/stats', '/orders?page=1&limit=10', '/admin/users', '/admin/reviews', '/newsletter/subscribers', '/admin/search/synonyms']) {
      const response = await app.context.request.get(app.url(`/api/v1${path}`), {
        headers: { Authorization: `Bearer ${shopper.accessToken}` },
      });
      expect(response.status(), path).toBe(403);
    }
  });
});
