import { demoAccounts, problemsExceptRefusals, sessionStorageFor, signInWithApi, storedSession } from './harness/accounts';
import { describe, expect, test } from './harness/fixtures';
import { waitForHeading, waitForPath } from './harness/navigation';
import { workerShop } from './harness/worker-shop';

describe('demo sign-in', () => {
  test('one click on a demo account signs in, the menu shows who it is, Sign Out ends the session', async ({ app }) => {
    await app.goto('/login');
    await waitForHeading(app.page, 'Sign In');
    await app.page.getByRole('main').getByRole('button', { name: /shopper@devshop\.rw/ }).click();
    await waitForPath(app.page, '/');

    const banner = app.page.getByRole('banner');
    const button = banner.getByRole('button', { name: /Demo Shopper/ });
    await button.click();
    const panel = app.page.locator(`#${await button.getAttribute('aria-controls')}`);
    await panel.getByText('Demo Shopper').waitFor();
    await panel.getByText('shopper@devshop.rw').waitFor();
    await panel.getByText('Signed in with Demo Account').waitFor();
    for (const name of ['Profile Settings', 'Order History', 'Wishlist']) {
      await panel.getByRole('link', { name, exact: true }).waitFor();
    }
    // A shopper has no admin entry and no admin dot.
    expect(await banner.getByRole('link', { name: 'Admin Dashboard' }).count()).toBe(0);
    expect(await banner.getByTestId('admin-dot').count()).toBe(0);

    const before = await storedSession(app);
    expect(JSON.parse(before.user ?? '{}')).toMatchObject({ email: 'shopper@devshop.rw', role: 'USER', provider: 'demo' });
    expect(before.accessToken).toBeTruthy();
    expect(before.refreshToken).toBeTruthy();

    await panel.getByRole('button', { name: 'Sign Out' }).click();
    await waitForPath(app.page, '/');
    await banner.getByRole('link', { name: 'Sign In' }).waitFor();
    expect(await storedSession(app)).toEqual({ user: null, accessToken: null, refreshToken: null });

    // Sign Out revoked the refresh token on the server too.
    const refresh = await fetch(app.url('/api/v1/auth/refresh'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refreshToken: before.refreshToken }),
    });
    expect(refresh.status).toBe(401);
    expect(app.problems()).toEqual([]);
  });

  test('typing the admin credentials signs in; only the admin sees Admin Dashboard and the admin dot', async ({ app }) => {
    await app.goto('/login');
    const main = app.page.getByRole('main');
    await main.getByLabel('Email', { exact: true }).fill(demoAccounts.admin.email);
    await main.getByLabel('Password', { exact: true }).fill(demoAccounts.admin.password);
    await main.getByRole('button', { name: 'Sign In', exact: true }).click();
    await waitForPath(app.page, '/');

    const banner = app.page.getByRole('banner');
    await banner.getByTestId('admin-dot').waitFor();
    const button = banner.getByRole('button', { name: /Demo Admin \(admin\)/ });
    await button.click();
    const panel = app.page.locator(`#${await button.getAttribute('aria-controls')}`);
    await panel.getByText('admin@devshop.rw').waitFor();
    await panel.getByText('Signed in with Demo Account').waitFor();
    await panel.getByRole('link', { name: 'Admin Dashboard' }).click();
    await waitForPath(app.page, '/admin');
    await waitForHeading(app.page, 'Admin Dashboard');
    expect(app.problems()).toEqual([]);
  });

  test('a wrong password shows the server message and signs nobody in', async ({ app }) => {
    await app.goto('/login');
    const main = app.page.getByRole('main');
    await main.getByLabel('Email', { exact: true }).fill(demoAccounts.shopper.email);
    await main.getByLabel('Password', { exact: true }).fill('not-the-password');
    await main.getByRole('button', { name: 'Sign In', exact: true }).click();
    const alert = main.getByRole('alert');
    await alert.getByText('Invalid email or password').waitFor();
    expect(new URL(app.page.url()).pathname).toBe('/login');
    expect(await storedSession(app)).toEqual({ user: null, accessToken: null, refreshToken: null });
    await app.page.getByRole('banner').getByRole('link', { name: 'Sign In' }).waitFor();
    expect(problemsExceptRefusals(app)).toEqual([]);
  });

  test('after signing in, the saved redirect-after-login entry is the destination, then forgotten', async ({ open }) => {
    const app = await open({ storage: { redirectAfterLogin: '/orders' } });
    await app.goto('/login');
    const main = app.page.getByRole('main');
    await main.getByLabel('Email', { exact: true }).fill(demoAccounts.shopper.email);
    await main.getByLabel('Password', { exact: true }).fill(demoAccounts.shopper.password);
    await main.getByRole('button', { name: 'Sign In', exact: true }).click();
    await waitForPath(app.page, '/orders');
    await waitForHeading(app.page, 'Order History');
    expect(await app.page.evaluate(() => localStorage.getItem('redirectAfterLogin'))).toBeNull();
    expect(app.problems()).toEqual([]);
  });

  test('a signed-in visitor opening /login goes to the saved entry (then cleared), else home', async ({ open }) => {
    const session = await signInWithApi(workerShop().baseUrl, 'shopper');
    const app = await open({ storage: { ...sessionStorageFor(session), redirectAfterLogin: '/wishlist' } });
    await app.page.goto(app.url('/login'));
    await waitForPath(app.page, '/wishlist');
    await waitForHeading(app.page, 'My Wishlist');
    expect(await app.page.evaluate(() => localStorage.getItem('redirectAfterLogin'))).toBeNull();

    await app.page.goto(app.url('/login'));
    await waitForPath(app.page, '/');
    await app.page.getByRole('banner').getByRole('button', { name: /Demo Shopper/ }).waitFor();
    expect(app.problems()).toEqual([]);
  });

  test('a new shopper can create an account and is signed in', async ({ app }) => {
    await app.goto('/login');
    const main = app.page.getByRole('main');
    await main.getByRole('button', { name: 'Create an account' }).click();
    const email = `new-${Date.now()}@example.rw`;
    await main.getByLabel('First name').fill('Aline');
    await main.getByLabel('Last name').fill('Uwase');
    await main.getByLabel('Email', { exact: true }).fill(email);
    await main.getByLabel('Password', { exact: true }).fill('short');
    await main.getByRole('button', { name: 'Create Account' }).click();
    // The browser's own check (minlength) or the server's stops a short password.
    expect(new URL(app.page.url()).pathname).toBe('/login');
    await main.getByLabel('Password', { exact: true }).fill('a-long-enough-password');
    await main.getByRole('button', { name: 'Create Account' }).click();
    await waitForPath(app.page, '/');
    const banner = app.page.getByRole('banner');
    const button = banner.getByRole('button', { name: /Aline Uwase/ });
    await button.click();
    const panel = app.page.locator(`#${await button.getAttribute('aria-controls')}`);
    await panel.getByText(email).waitFor();
    await panel.getByText('Signed in with Email').waitFor();
    expect(app.problems()).toEqual([]);
  });
});
