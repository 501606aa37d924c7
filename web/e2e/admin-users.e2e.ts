import type { Page } from 'playwright-core';
import { registerWithApi, sessionStorageFor, signInWithApi, storedSession, type ApiSession } from './harness/accounts';
import { answerConfirmation } from './harness/admin';
import type { AppSession, SessionOptions } from './harness/browser';
import { describe, expect, test } from './harness/fixtures';
import { waitForHeading } from './harness/navigation';
import { seriousViolations, unexpectedProblems } from './harness/shop-api';
import { workerShop } from './harness/worker-shop';

/** /admin/users end to end: find a shopper, block (their next call is refused), unblock; admins cannot be blocked. */

const BLOCKED = 'Your account has been blocked. Please contact support.';
let admin: Promise<ApiSession> | null = null;
/** One admin session for the file (the login endpoint is rate limited). */
const adminSession = () => (admin ??= signInWithApi(workerShop().baseUrl, 'admin'));

async function openUsers(open: (options?: SessionOptions) => Promise<AppSession>): Promise<AppSession> {
  const app = await open({ storage: sessionStorageFor(await adminSession()) });
  await app.goto('/admin/users');
  await waitForHeading(app.page, 'User Management');
  await rows(app.page).first().waitFor();
  return app;
}

const rows = (page: Page) => page.getByRole('main').getByTestId('admin-user-row');
const rowOf = (page: Page, email: string) => page.getByRole('main').locator(`[data-testid="admin-user-row"][data-email="${email}"]`);

async function me(app: AppSession, token: string): Promise<{ status: number; message?: string }> {
  const response = await app.context.request.get(app.url('/api/v1/auth/me'), { headers: { Authorization: `Bearer ${token}` } });
  return { status: response.status(), message: ((await response.json()) as { message?: string }).message };
}

describe('admin users', () => {
  test('finds a new shopper by a debounced search, blocks them (their next call is refused), then unblocks', async ({ open }) => {
    const shopper = await registerWithApi(workerShop().baseUrl, { firstName: 'Blockable', lastName: 'Shopper' });
    const app = await openUsers(open);
    const page = app.page;
    const main = page.getByRole('main');
    await main.getByRole('link', { name: 'Back to Dashboard' }).waitFor();

    const searches: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/v1/admin/users' && url.searchParams.has('search')) searches.push(url.searchParams.get('search')!);
    });
    await main.getByLabel('Search users').pressSequentially(shopper.user.email, { delay: 20 });
    const row = rowOf(page, shopper.user.email);
    await main.locator('.admin-result-line').getByText('Showing 1–1 of 1 user').waitFor();
    expect(await rows(page).count()).toBe(1);
    expect(searches).toEqual([shopper.user.email]);
    await row.getByRole('rowheader').getByText('Blockable Shopper', { exact: true }).waitFor();
    await row.getByText('user', { exact: true }).waitFor();
    await row.getByText('Active', { exact: true }).waitFor();
    await row.locator('td[data-label="Joined"]').getByText('just now').waitFor();
    expect(await me(app, shopper.accessToken)).toMatchObject({ status: 200 });

    // Blocking asks first, saying what it does; cancelled, nothing changes.
    await row.getByRole('button', { name: 'Block Blockable Shopper' }).click();
    expect(await answerConfirmation(page, 'cancel')).toEqual({
      title: 'Block Blockable Shopper?',
      text: `${shopper.user.email} is signed out on every device at once and can no longer sign in, order or review until you unblock the account.`,
    });
    expect(await me(app, shopper.accessToken)).toMatchObject({ status: 200 });
    await row.getByRole('button', { name: 'Block Blockable Shopper' }).click();
    await answerConfirmation(page, { confirm: 'Block user' });
    await row.getByText('Blocked', { exact: true }).waitFor();
    await page.getByTestId('toast').getByText('Blockable Shopper blocked').waitFor();
    expect(await me(app, shopper.accessToken)).toEqual({ status: 403, message: BLOCKED });
    // In the shopper's own browser, the next call ends the session and the sign-in screen says why.
    const shopperApp = await open({ storage: sessionStorageFor(shopper) });
    await shopperApp.goto('/orders');
    await shopperApp.page.getByRole('main').getByRole('status').getByText(BLOCKED).waitFor();
    expect(new URL(shopperApp.page.url()).pathname).toBe('/login');
    expect((await storedSession(shopperApp)).accessToken).toBeNull();

    // The status filter finds the blocked account.
    await main.getByLabel('Status').selectOption('blocked');
    await row.waitFor();
    await main.getByLabel('Status').selectOption('active');
    await main.getByRole('heading', { name: 'No users found' }).waitFor();
    await main.getByLabel('Status').selectOption('');

    await row.getByRole('button', { name: 'Unblock Blockable Shopper' }).click();
    await row.getByText('Active', { exact: true }).waitFor();
    // Blocking ended their sessions for good: unblocked, they sign in again.
    expect(await me(app, shopper.accessToken)).toMatchObject({ status: 401 });
    const again = await fetch(`${workerShop().baseUrl}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: shopper.user.email, password: shopper.password }),
    });
    expect(await me(app, ((await again.json()) as { data: { accessToken: string } }).data.accessToken)).toMatchObject({ status: 200 });
    expect(unexpectedProblems(app)).toEqual([]);
  });

  test('an admin has no block control, and the server refuses to block one anyway', async ({ open }) => {
    const session = await adminSession();
    const app = await openUsers(open);
    const main = app.page.getByRole('main');
    await main.getByLabel('Role').selectOption('admin');
    const row = rowOf(app.page, session.user.email);
    await row.waitFor();
    await expect.poll(async () => (await rows(app.page).locator('td[data-label="Role"]').allTextContents()).every((role) => role === 'admin')).toBe(true);
    await row.getByText('Admins cannot be blocked').waitFor();
    expect(await row.getByRole('button').count()).toBe(0);
    // Each user row's last sign-in reads as a relative time.
    await row.locator('td[data-label="Last sign-in"]').getByText(/^(just now|\d+ (minute|hour|day)s? ago)$/).waitFor();

    const refused = await app.context.request.patch(app.url(`/api/v1/admin/users/${session.user.id}/block`), {
      headers: { Authorization: `Bearer ${session.accessToken}` },
      data: { blocked: true },
    });
    expect(refused.status()).toBeGreaterThanOrEqual(400);
    expect(refused.status()).toBeLessThan(500);
    expect(await me(app, session.accessToken)).toMatchObject({ status: 200 });
    expect(await seriousViolations(app.page)).toEqual([]);
  });

  test("failures tell the admin: 'Failed to update user status' and 'Failed to fetch users'", async ({ open }) => {
    const shopper = await registerWithApi(workerShop().baseUrl, { firstName: 'Unlucky', lastName: 'Shopper' });
    const app = await openUsers(open);
    const page = app.page;
    const main = page.getByRole('main');
    await main.getByLabel('Search users').fill(shopper.user.email);
    const row = rowOf(page, shopper.user.email);
    // The newest shopper is on the unfiltered first page too: wait for the debounced search to
    // settle, or its late answer would replace the failure below.
    await main.locator('.admin-result-line').getByText('Showing 1–1 of 1 user').waitFor();

    await page.route('**/api/v1/admin/users/*/block', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'Identity is unavailable' }) }),
    );
    await row.getByRole('button', { name: /^Block/ }).click();
    await answerConfirmation(page, { confirm: 'Block user' });
    await main.getByRole('alert').getByText('Failed to update user status: Identity is unavailable').waitFor();
    await row.getByText('Active', { exact: true }).waitFor();
    await main.getByRole('button', { name: 'Dismiss' }).click();

    await page.route('**/api/v1/admin/users?*', (route) => route.abort());
    await main.getByLabel('Role').selectOption('user');
    await main.getByRole('alert').getByRole('heading', { name: 'Failed to fetch users' }).waitFor();
    await page.unroute('**/api/v1/admin/users?*');
    await main.getByRole('button', { name: 'Try Again' }).click();
    await row.waitFor();
    expect(unexpectedProblems(app).filter((p) => !p.includes('net::ERR_FAILED'))).toEqual([]);
  });

  test("a shopper sees 'Access Denied' and the list is never requested", async ({ open }) => {
    const shopper = await registerWithApi(workerShop().baseUrl);
    const app = await open({ storage: sessionStorageFor(shopper) });
    const calls: string[] = [];
    app.page.on('request', (request) => {
      if (request.url().includes('/api/v1/admin/')) calls.push(request.url());
    });
    await app.goto('/admin/users');
    await app.page.getByRole('main').getByRole('heading', { name: 'Access Denied' }).waitFor();
    expect(await app.page.getByRole('main').getByRole('table').count()).toBe(0);
    expect(calls).toEqual([]);
  });
});
