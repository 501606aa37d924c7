import { registerWithApi, sessionStorageFor } from './harness/accounts';
import { cartLine, cartStorage, productsInStock, storedCart } from './harness/checkout';
import { describe, expect, test } from './harness/fixtures';
import { currentPath, waitForHeading, waitForPath } from './harness/navigation';
import { unexpectedProblems } from './harness/shop-api';
import { workerShop } from './harness/worker-shop';

describe('checkout access', () => {
  test("signed out: 'Account Required'; Sign In keeps /checkout and comes back to it after signing in", async ({ open }) => {
    const probe = await open();
    const [product] = await productsInStock(probe);
    const app = await open({ storage: cartStorage([cartLine(product!)]) });
    await app.goto('/checkout');
    await waitForHeading(app.page, 'Checkout');
    const main = app.page.getByRole('main');
    await main.getByRole('heading', { name: 'Account Required' }).waitFor();
    expect(await main.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/products');
    expect(await main.getByRole('link', { name: /Back to Cart/ }).getAttribute('href')).toBe('/cart');

    await main.getByRole('button', { name: 'Sign In' }).click();
    await waitForPath(app.page, '/login?message=Please%20log%20in%20to%20complete%20your%20checkout');
    await main.getByRole('status').getByText('Please log in to complete your checkout').waitFor();
    expect(await app.page.evaluate(() => localStorage.getItem('redirectAfterLogin'))).toBe('/checkout');

    await main.getByRole('button', { name: /shopper@devshop\.rw/ }).click();
    await waitForPath(app.page, '/checkout');
    await main.getByRole('heading', { name: 'Contact Information' }).waitFor();
    expect(await app.page.evaluate(() => localStorage.getItem('redirectAfterLogin'))).toBeNull();
    // The form starts from the account: the demo shopper's names and e-mail.
    expect(await main.getByLabel('Email').inputValue()).toBe('shopper@devshop.rw');
    expect(unexpectedProblems(app)).toEqual([]);
  });

  test('an empty cart at /checkout goes to /products with an error toast, and Back skips the checkout', async ({ open }) => {
    const session = await registerWithApi(workerShop().baseUrl);
    const app = await open({ storage: sessionStorageFor(session) });
    await app.goto('/');
    await app.goto('/checkout');
    await waitForPath(app.page, '/products');
    expect(currentPath(app.page)).toBe('/products');
    const toast = app.page.getByTestId('toast');
    await toast.getByText('Your cart is empty. Add some items to checkout.').waitFor();
    expect(await toast.getAttribute('class')).toContain('toast-error');
    await waitForHeading(app.page, 'Our Products');
    // /checkout was replaced, not stacked: Back returns to the page before it.
    await app.page.goBack();
    await waitForPath(app.page, '/');
    expect(unexpectedProblems(app)).toEqual([]);
  });

  test('a cart line without a real product id: an alert, the cart cleared, off to /products', async ({ open }) => {
    const session = await registerWithApi(workerShop().baseUrl);
    const probe = await open();
    const [product] = await productsInStock(probe);
    const app = await open({
      storage: { ...sessionStorageFor(session), cart: { items: [cartLine(product!), { id: 12, name: 'Old thing', price: 100, quantity: 1 }] } },
    });
    const alerts: string[] = [];
    app.page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await app.goto('/checkout');
    await waitForPath(app.page, '/products');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatch(/cart has been cleared/);
    expect((await storedCart(app.page))?.items).toEqual([]);
    await app.page.getByRole('banner').getByRole('link', { name: 'Cart, 0 items' }).waitFor();
  });
});
