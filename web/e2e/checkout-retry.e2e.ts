import type { Page } from 'playwright-core';
import { registerWithApi, sessionStorageFor } from './harness/accounts';
import { cartLine, cartStorage, fillToPayment, myOrders, orderNumberIn, productsInStock, storedCart } from './harness/checkout';
import { describe, expect, test } from './harness/fixtures';
import { unexpectedProblems } from './harness/shop-api';
import { workerShop } from './harness/worker-shop';

const main = (page: Page) => page.getByRole('main');

describe('checkout: Try Again pays the same order', () => {
  test('a declined Mobile Money prompt, then Try Again with an approving number: the same order ends paid, and the history shows one order', async ({
    open,
  }) => {
    const probe = await open();
    const [product] = await productsInStock(probe);
    const session = await registerWithApi(workerShop().baseUrl);
    const app = await open({ storage: { ...sessionStorageFor(session), ...cartStorage([cartLine(product!, 2)]) } });
    await app.goto('/checkout');
    await fillToPayment(app.page);
    await main(app.page).getByRole('radio', { name: 'MTN Mobile Money', exact: true }).check();
    await main(app.page).getByLabel('Mobile Money number').fill('0780000002');
    await main(app.page).getByRole('button', { name: /Place Order/ }).click();

    const failed = main(app.page).getByTestId('checkout-failed');
    await failed.getByText('The payment was declined on your phone.').waitFor({ timeout: 20_000 });
    const [declined, ...others] = await myOrders(app, session.accessToken);
    expect(others).toEqual([]);
    // The order stays, with its reservation, waiting for another try.
    expect(declined).toMatchObject({ paymentInfo: { method: 'momo', status: 'failed' } });
    expect((await storedCart(app.page))?.items).toHaveLength(1);

    await failed.getByRole('button', { name: 'Try Again' }).click();
    const phone = main(app.page).getByLabel('Mobile Money number');
    await phone.waitFor();
    expect(await phone.inputValue()).toBe('0780000002');
    await phone.fill('0780000001');
    const statusChecks: string[] = [];
    app.page.on('request', (request) => {
      if (/\/api\/v1\/payments\/[^/]+\/status$/.test(new URL(request.url()).pathname)) statusChecks.push(request.url());
    });
    await main(app.page).getByRole('button', { name: /Place Order/ }).click();

    await main(app.page).getByTestId('checkout-pending').waitFor();
    await main(app.page).getByText('Your order has been confirmed. Redirecting to order confirmation...').waitFor({ timeout: 15_000 });
    // Approved at once: the first status check (a short wait, not a whole polling period) confirms it.
    expect(statusChecks).toHaveLength(1);
    await app.page.waitForURL((url) => url.pathname.startsWith('/order-confirmation/'), { timeout: 15_000 });
    expect(orderNumberIn(app.page.url())).toBe(declined!.orderNumber);

    const orders = await myOrders(app, session.accessToken);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ _id: declined!._id, orderNumber: declined!.orderNumber, paymentInfo: { method: 'momo', status: 'paid' } });
    expect((await storedCart(app.page))?.items).toEqual([]);

    // The shopper's order history shows that one order.
    await app.goto('/orders');
    const cards = main(app.page).getByTestId('order-card');
    await cards.first().getByRole('heading', { name: `Order ${declined!.orderNumber}` }).waitFor();
    expect(await cards.count()).toBe(1);
    expect(unexpectedProblems(app)).toEqual([]);
  });
});
