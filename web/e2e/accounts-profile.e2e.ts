import {
  problemsExceptRefusals,
  registerWithApi,
  sessionStorageFor,
  signInWithApi,
  storedSession,
} from './harness/accounts';
import { describe, expect, test } from './harness/fixtures';
import { waitForHeading, waitForPath } from './harness/navigation';
import { orderableProducts, placeOrder } from './harness/orders';
import { workerShop } from './harness/worker-shop';

async function getMe(accessToken: string) {
  const response = await fetch(new URL('/api/v1/auth/me', workerShop().baseUrl), {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  return { status: response.status, body: (await response.json()) as { data?: { user: Record<string, unknown> } } };
}

describe('profile', () => {
  test('signed out: Please Sign In with a link to /login', async ({ app }) => {
    await app.goto('/profile');
    await waitForHeading(app.page, 'My Profile');
    const main = app.page.getByRole('main');
    await main.getByRole('heading', { name: 'Please Sign In' }).waitFor();
    await main.getByRole('link', { name: 'Sign In' }).click();
    await waitForPath(app.page, '/login');
    expect(app.problems()).toEqual([]);
  });

  test('view, edit and save: the changes reach the server and survive a reload; Cancel resets', async ({ open }) => {
    const session = await registerWithApi(workerShop().baseUrl, { firstName: 'Jean', lastName: 'Habimana' });
    const app = await open({ storage: sessionStorageFor(session) });
    await app.goto('/profile');
    await waitForHeading(app.page, 'My Profile');
    const main = app.page.getByRole('main');

    // View mode: stored details, defaults for city and country, links to orders and wishlist, no admin parts.
    await main.getByText(session.user.email).first().waitFor();
    await main.getByText('Jean Habimana').waitFor();
    await main.getByText('Kigali', { exact: true }).waitFor();
    await main.getByText('Rwanda', { exact: true }).waitFor();
    expect(await main.getByRole('link', { name: 'Order History' }).getAttribute('href')).toBe('/orders');
    expect(await main.getByRole('link', { name: 'Wishlist' }).getAttribute('href')).toBe('/wishlist');
    expect(await main.getByRole('link', { name: 'Admin Dashboard' }).count()).toBe(0);
    expect(await main.getByTestId('profile-admin-badge').count()).toBe(0);
    expect(await main.getByRole('textbox').count()).toBe(0);

    await main.getByRole('button', { name: 'Edit Profile' }).click();
    const email = main.getByLabel('Email', { exact: true });
    expect(await email.inputValue()).toBe(session.user.email);
    expect(await email.isEditable()).toBe(false);
    expect(await main.getByLabel('City', { exact: true }).inputValue()).toBe('Kigali');
    expect(await main.getByLabel('Country', { exact: true }).inputValue()).toBe('Rwanda');

    await main.getByLabel('First name', { exact: true }).fill('Aline');
    await main.getByLabel('Last name', { exact: true }).fill('Uwase');
    await main.getByLabel('Phone', { exact: true }).fill('0788123456');
    await main.getByLabel('Street address', { exact: true }).fill('KG 11 Ave, House 24');
    await main.getByLabel('District', { exact: true }).fill('Gasabo');
    await main.getByLabel('Postal code', { exact: true }).fill('00100');
    await main.getByRole('button', { name: 'Save Changes' }).click();
    await main.getByText('Profile updated successfully!').waitFor();
    await main.getByText('Aline Uwase').waitFor();
    await main.getByText('0788123456').waitFor();
    // The header follows the new name.
    await app.page.getByRole('banner').getByRole('button', { name: /Aline Uwase/ }).waitFor();

    const me = await getMe((await storedSession(app)).accessToken!);
    expect(me.body.data?.user).toMatchObject({
      firstName: 'Aline',
      lastName: 'Uwase',
      phone: '0788123456',
      email: session.user.email,
      address: { street: 'KG 11 Ave, House 24', city: 'Kigali', state: 'Gasabo', zipCode: '00100', country: 'Rwanda' },
    });

    await app.page.reload();
    await waitForHeading(app.page, 'My Profile');
    for (const text of ['Aline Uwase', '0788123456', 'KG 11 Ave, House 24', 'Gasabo', '00100']) {
      await main.getByText(text, { exact: true }).first().waitFor();
    }

    // Cancel throws the edits away.
    await main.getByRole('button', { name: 'Edit Profile' }).click();
    await main.getByLabel('First name', { exact: true }).fill('Changed');
    await main.getByLabel('District', { exact: true }).fill('Kicukiro');
    await main.getByRole('button', { name: 'Cancel' }).click();
    await main.getByRole('button', { name: 'Edit Profile' }).waitFor();
    expect(await main.getByText('Changed').count()).toBe(0);
    await main.getByText('Gasabo').waitFor();
    await main.getByRole('button', { name: 'Edit Profile' }).click();
    expect(await main.getByLabel('First name', { exact: true }).inputValue()).toBe('Aline');
    expect(await main.getByLabel('District', { exact: true }).inputValue()).toBe('Gasabo');
    expect(app.problems()).toEqual([]);
  });

  test('SMS updates: the number an order went to can be switched off and on, and the choice stays', async ({ open }) => {
    const session = await registerWithApi(workerShop().baseUrl, { firstName: 'Aline', lastName: 'Uwase' });
    const [product] = await orderableProducts(workerShop().baseUrl);
    await placeOrder(workerShop().baseUrl, session.accessToken, product!, 1, { firstName: 'Aline', lastName: 'Uwase', email: session.user.email });
    const app = await open({ storage: sessionStorageFor(session) });
    const sms = app.page.getByRole('main').getByRole('region', { name: 'SMS updates' });
    const option = sms.getByRole('checkbox', { name: 'Send order updates to +250788123456' });
    // The number is the order's, known once order.placed is handled.
    await expect
      .poll(async () => {
        await app.goto('/profile');
        await waitForHeading(app.page, 'My Profile');
        await app.page.getByRole('main').getByRole('button', { name: 'Edit Profile' }).waitFor();
        return option.isVisible();
      })
      .toBe(true);
    expect(await option.isChecked()).toBe(true);
    await option.uncheck();
    await expect.poll(() => option.isEnabled()).toBe(true);
    await app.page.reload();
    await option.waitFor();
    expect(await option.isChecked()).toBe(false);
    await option.check();
    await expect.poll(() => option.isEnabled()).toBe(true);
    await app.page.reload();
    await option.waitFor();
    expect(await option.isChecked()).toBe(true);
    expect(problemsExceptRefusals(app)).toEqual([]);
  });

  test('a bad phone number shows the server error under the field and saves nothing', async ({ open }) => {
    const session = await registerWithApi(workerShop().baseUrl);
    const app = await open({ storage: sessionStorageFor(session) });
    await app.goto('/profile');
    const main = app.page.getByRole('main');
    await main.getByRole('button', { name: 'Edit Profile' }).click();
    const phone = main.getByLabel('Phone', { exact: true });
    await phone.fill('12345');
    await main.getByRole('button', { name: 'Save Changes' }).click();
    await main.getByText('Please enter a valid Rwandan phone number').waitFor();
    expect(await phone.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await phone.getAttribute('aria-describedby')) ?? '';
    const described = await app.page.evaluate(
      (ids) => ids.split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' '),
      describedBy,
    );
    expect(described).toContain('Please enter a valid Rwandan phone number');
    await main.getByRole('alert').waitFor();
    // Still editing, and the server kept the old (empty) phone.
    await main.getByRole('button', { name: 'Save Changes' }).waitFor();
    expect((await getMe(session.accessToken)).body.data?.user.phone).toBe('');
    expect(problemsExceptRefusals(app, [400])).toEqual([]);
  });

  test('an invalid access token with a valid refresh token is refreshed without the user noticing', async ({ open }) => {
    const session = await registerWithApi(workerShop().baseUrl, { firstName: 'Eric', lastName: 'Mugisha' });
    const app = await open({ storage: { accessToken: 'garbage-token', refreshToken: session.refreshToken } });
    let refreshCalls = 0;
    app.page.on('request', (request) => {
      if (request.url().endsWith('/api/v1/auth/refresh')) refreshCalls += 1;
    });
    await app.goto('/profile');
    await waitForHeading(app.page, 'My Profile');
    await app.page.getByRole('main').getByText('Eric Mugisha').waitFor();
    await app.page.getByRole('banner').getByRole('button', { name: /Eric Mugisha/ }).waitFor();
    const stored = await storedSession(app);
    expect(stored.accessToken).not.toBe('garbage-token');
    expect(stored.refreshToken).not.toBe(session.refreshToken); // rotated
    expect(refreshCalls).toBe(1);
    expect((await getMe(stored.accessToken!)).status).toBe(200);
    expect(problemsExceptRefusals(app)).toEqual([]);
  });

  test('an expired session that cannot be refreshed ends: signed out, storage cleared', async ({ open }) => {
    const app = await open({
      storage: {
        user: { id: '64b7f0c2a1b2c3d4e5f60718', email: 'ghost@example.rw', firstName: 'Old', lastName: 'Session' },
        accessToken: 'garbage-token',
        refreshToken: 'garbage-refresh',
      },
    });
    await app.goto('/profile');
    await app.page.getByRole('main').getByRole('heading', { name: 'Please Sign In' }).waitFor();
    await app.page.getByRole('banner').getByRole('link', { name: 'Sign In' }).waitFor();
    expect(await storedSession(app)).toEqual({ user: null, accessToken: null, refreshToken: null });
    expect(problemsExceptRefusals(app)).toEqual([]);
  });

  test('an admin sees the admin badge and the dashboard link; a shopper does not', async ({ open }) => {
    const admin = await signInWithApi(workerShop().baseUrl, 'admin');
    const app = await open({ storage: sessionStorageFor(admin) });
    await app.goto('/profile');
    const main = app.page.getByRole('main');
    await main.getByTestId('profile-admin-badge').waitFor();
    await main.getByRole('link', { name: 'Admin Dashboard' }).click();
    await waitForPath(app.page, '/admin');
    expect(app.problems()).toEqual([]);
  });

  test('a user blocked by an admin is signed out at the next call, and told why', async ({ open }) => {
    const base = workerShop().baseUrl;
    const [admin, shopper] = await Promise.all([signInWithApi(base, 'admin'), registerWithApi(base)]);
    const app = await open({ storage: sessionStorageFor(shopper) });
    await app.goto('/profile');
    await app.page.getByRole('main').getByRole('button', { name: 'Edit Profile' }).waitFor();

    const block = await fetch(new URL(`/api/v1/admin/users/${shopper.user.id}/block`, base), {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${admin.accessToken}` },
      body: JSON.stringify({ blocked: true }),
    });
    expect(block.status).toBe(200);

    await app.page.reload();
    await app.page.getByRole('main').getByRole('status').getByText('Your account has been blocked. Please contact support.').waitFor();
    expect(new URL(app.page.url()).pathname).toBe('/login');
    expect(await storedSession(app)).toEqual({ user: null, accessToken: null, refreshToken: null });
    // Where the blocked session's access token is already refused (401), the refresh says why (403).
    expect(problemsExceptRefusals(app, [401, 403])).toEqual([]);
  });
});
