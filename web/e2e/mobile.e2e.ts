import { sessionStorageFor, signInWithApi } from './harness/accounts';
import { viewports } from './harness/browser';
import { describe, expect, test } from './harness/fixtures';
import { waitForHeading, waitForPath } from './harness/navigation';
import { workerShop } from './harness/worker-shop';

describe('mobile menu (phone viewport)', () => {
  test('collapses the header into a menu that repeats search, shop links, cart and Sign In', async ({ open }) => {
    const app = await open({ viewport: viewports.phone, storage: { cart: { items: [{ id: 1, quantity: 4 }] } } });
    await app.goto('/');
    const banner = app.page.getByRole('banner');
    // Desktop parts are hidden; the cart stays visible.
    expect(await banner.getByRole('navigation', { name: 'Shop', exact: true }).isVisible()).toBe(false);
    expect(await banner.getByRole('link', { name: 'Sign In' }).count()).toBe(0);
    await banner.getByRole('link', { name: 'Cart, 4 items' }).waitFor();

    const toggle = banner.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const menu = app.page.locator('#mobile-menu');
    await menu.waitFor({ state: 'visible' });
    expect(await banner.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');
    for (const name of ['All Products', 'Monitors', 'Keyboards', 'Audio', 'Mice', 'Accessories', 'Wishlist', 'Sign In']) {
      await menu.getByRole('link', { name, exact: true }).waitFor();
    }
    await menu.getByText('4 items').waitFor();

    await menu.getByRole('link', { name: 'Audio', exact: true }).click();
    await waitForPath(app.page, '/products/audio');
    await waitForHeading(app.page, 'Audio');
    await menu.waitFor({ state: 'hidden' });

    await banner.getByRole('button', { name: 'Open menu' }).click();
    const search = menu.getByRole('searchbox', { name: 'Search products' });
    await search.fill('   ');
    await search.press('Enter');
    expect(new URL(app.page.url()).pathname).toBe('/products/audio');
    await search.fill('usb-c hub');
    await search.press('Enter');
    await waitForPath(app.page, '/search?q=usb-c%20hub');
    await menu.waitFor({ state: 'hidden' });

    await banner.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Sign In', exact: true }).click();
    await waitForPath(app.page, '/login');
    expect(app.problems()).toEqual([]);
  });

  test('shows the signed-in user and their links in the menu', async ({ open }) => {
    const session = await signInWithApi(workerShop().baseUrl, 'admin');
    const app = await open({ viewport: viewports.phone, storage: sessionStorageFor(session) });
    await app.goto('/help');
    await app.page.getByRole('button', { name: 'Open menu' }).click();
    const menu = app.page.locator('#mobile-menu');
    await menu.getByText('Demo Admin').waitFor();
    await menu.getByText('admin@devshop.rw').waitFor();
    await menu.getByText('Signed in with Demo Account').waitFor();
    for (const name of ['Profile Settings', 'Order History', 'Admin Dashboard']) {
      await menu.getByRole('link', { name, exact: true }).waitFor();
    }
    await menu.getByRole('link', { name: 'Profile Settings' }).click();
    await waitForPath(app.page, '/profile');
    await waitForHeading(app.page, 'My Profile');

    await app.page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('button', { name: 'Sign Out' }).click();
    await waitForPath(app.page, '/');
    await app.page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Sign In', exact: true }).waitFor();
    expect(await app.page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    expect(app.problems()).toEqual([]);
  });
});
