import { sessionStorageFor, signInWithApi } from './harness/accounts';
import { describe, expect, test } from './harness/fixtures';
import { currentPath, waitForHeading, waitForPath } from './harness/navigation';
import { workerShop } from './harness/worker-shop';

const categories = [
  { label: 'Monitors', slug: 'monitors' },
  { label: 'Keyboards', slug: 'keyboards' },
  { label: 'Audio', slug: 'audio' },
  { label: 'Mice', slug: 'mice' },
  { label: 'Accessories', slug: 'accessories' },
];

describe('header navigation', () => {
  test('All Products and each category link land on their route and title', async ({ app }) => {
    await app.goto('/');
    const nav = app.page.getByRole('navigation', { name: 'Shop', exact: true });

    await nav.getByRole('link', { name: 'All Products' }).click();
    await waitForPath(app.page, '/products');
    await waitForHeading(app.page, 'Our Products');
    expect(await app.page.title()).toBe('Our Products | DevShop');

    for (const { label, slug } of categories) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      await waitForPath(app.page, `/products/${slug}`);
      await waitForHeading(app.page, label);
      await app.page.getByRole('heading', { level: 2, name: label, exact: true }).waitFor();
      expect(await app.page.title()).toBe(`${label} | DevShop`);
      expect(await nav.getByRole('link', { name: label, exact: true }).getAttribute('aria-current')).toBe('page');
    }
    expect(app.problems()).toEqual([]);
  });

  test('the logo goes home', async ({ app }) => {
    await app.goto('/products/mice');
    await app.page.getByRole('link', { name: 'DevShop home' }).first().click();
    await waitForPath(app.page, '/');
    await waitForHeading(app.page, 'Gear up for your best code');
    expect(await app.page.title()).toBe('DevShop');
    expect(app.problems()).toEqual([]);
  });

  test('a blank search is ignored and a real one goes to /search?q=', async ({ app }) => {
    await app.goto('/products/keyboards');
    const search = app.page.getByRole('banner').getByRole('searchbox', { name: 'Search products' });
    const historyBefore = await app.page.evaluate(() => history.length);

    await search.fill('    ');
    await search.press('Enter');
    await app.page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    expect(currentPath(app.page)).toBe('/products/keyboards');

    await search.fill('  mechanical keyboard ');
    await search.press('Enter');
    await waitForPath(app.page, '/search?q=mechanical%20keyboard');
    await waitForHeading(app.page, 'Search Results');
    await app.page.getByText('You searched for “mechanical keyboard”').waitFor();
    // The blank submits pushed no history entry: only the real search did.
    expect(await app.page.evaluate(() => history.length)).toBe(historyBefore + 1);
    await app.page.goBack();
    await waitForPath(app.page, '/products/keyboards');
    expect(app.problems()).toEqual([]);
  });

  test('the Sign In button goes to /login when nobody is signed in', async ({ app }) => {
    await app.goto('/');
    await app.page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
    await waitForPath(app.page, '/login');
    await waitForHeading(app.page, 'Sign In');
    expect(app.problems()).toEqual([]);
  });
});

describe('cart badge', () => {
  test('shows the sum of quantities of the stored cart and follows storage changes', async ({ open }) => {
    const app = await open({
      storage: {
        cart: {
          items: [
            { id: 1, originalId: '64b7f0c2a1b2c3d4e5f60718', name: 'Keyboard', price: 85000, quantity: 2 },
            { id: 2, originalId: '64b7f0c2a1b2c3d4e5f60719', name: 'Mouse', price: 25000, quantity: 3 },
          ],
          subtotal: 245000,
          discount: 0,
          deliveryFee: 0,
          total: 245000,
          itemCount: 5,
        },
      },
    });
    await app.goto('/');
    const cartLink = app.page.getByRole('banner').getByRole('link', { name: 'Cart, 5 items' });
    await cartLink.waitFor();
    expect(await app.page.getByTestId('cart-count').textContent()).toBe('5');

    // Another tab changes the cart: the storage event updates this one.
    const other = await app.context.newPage();
    await other.goto(app.url('/about'));
    await other.evaluate(() => {
      localStorage.setItem('cart', JSON.stringify({ items: [{ id: 1, quantity: 1 }] }));
    });
    await app.page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' }).waitFor();
    expect(await app.page.getByTestId('cart-count').textContent()).toBe('1');

    await other.evaluate(() => localStorage.removeItem('cart'));
    await app.page.getByRole('banner').getByRole('link', { name: 'Cart, 0 items' }).waitFor();
    expect(await app.page.getByTestId('cart-count').count()).toBe(0);
    expect(app.problems()).toEqual([]);
  });

  test('ignores an unreadable cart', async ({ open }) => {
    const app = await open({ storage: { cart: '{not json' } });
    await app.goto('/');
    await app.page.getByRole('banner').getByRole('link', { name: 'Cart, 0 items' }).waitFor();
    expect(app.problems()).toEqual([]);
  });
});

describe('user menu', () => {
  test('shows the stored user with account links, no admin entry for a USER, and signs out', async ({ open }) => {
    // A real session: the app confirms stored tokens with the server at start.
    const session = await signInWithApi(workerShop().baseUrl, 'shopper');
    const app = await open({ storage: sessionStorageFor(session) });
    await app.goto('/products');
    const banner = app.page.getByRole('banner');
    expect(await banner.getByRole('link', { name: 'Sign In' }).count()).toBe(0);

    const button = banner.getByRole('button', { name: /Demo Shopper/ });
    await button.click();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    const panel = app.page.locator(`#${await button.getAttribute('aria-controls')}`);
    await panel.getByText('Demo Shopper').waitFor();
    await panel.getByText('shopper@devshop.rw').waitFor();
    await panel.getByText('Signed in with Demo Account').waitFor();
    for (const name of ['Profile Settings', 'Order History', 'Wishlist']) {
      await panel.getByRole('link', { name, exact: true }).waitFor();
    }
    expect(await banner.getByRole('link', { name: 'Admin Dashboard' }).count()).toBe(0);
    expect(await banner.getByTestId('admin-dot').count()).toBe(0);

    await panel.getByRole('link', { name: 'Order History' }).click();
    await waitForPath(app.page, '/orders');
    await waitForHeading(app.page, 'Order History');

    await button.click();
    await panel.getByRole('button', { name: 'Sign Out' }).click();
    await waitForPath(app.page, '/');
    await banner.getByRole('link', { name: 'Sign In' }).waitFor();
    const stored = await app.page.evaluate(() => [
      localStorage.getItem('user'),
      localStorage.getItem('accessToken'),
      localStorage.getItem('refreshToken'),
    ]);
    expect(stored).toEqual([null, null, null]);
    expect(app.problems()).toEqual([]);
  });

  test('shows Admin Dashboard and the admin dot only for an ADMIN', async ({ open }) => {
    const session = await signInWithApi(workerShop().baseUrl, 'admin');
    const app = await open({ storage: sessionStorageFor(session) });
    await app.goto('/');
    const banner = app.page.getByRole('banner');
    await banner.getByTestId('admin-dot').waitFor();
    const button = banner.getByRole('button', { name: /Demo Admin \(admin\)/ });
    await button.click();
    const panel = app.page.locator(`#${await button.getAttribute('aria-controls')}`);
    await panel.getByText('Signed in with Demo Account').waitFor();
    await panel.getByText('admin@devshop.rw').waitFor();
    await app.page.keyboard.press('Escape');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await button.click();
    await panel.getByRole('link', { name: 'Admin Dashboard' }).click();
    await waitForPath(app.page, '/admin');
    await waitForHeading(app.page, 'Admin Dashboard');
    // The menu closes on navigation.
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(app.problems()).toEqual([]);
  });
});
