import { computeCartTotals, formatRwf } from '@shop/domain';
import { registerWithApi, sessionStorageFor } from './harness/accounts';
import { cartLine, cartStorage, fillToPayment, myOrders, productsInStock, storedCart } from './harness/checkout';
import { describe, expect, test } from './harness/fixtures';
import { unexpectedProblems } from './harness/shop-api';
import { workerShop } from './harness/worker-shop';

describe('WELCOME2', () => {
  test("a newsletter subscriber's first order gets 2% off, from the cart to the placed order", async ({ open }) => {
    const session = await registerWithApi(workerShop().baseUrl);
    const subscribe = await fetch(new URL('/api/v1/newsletter/subscribe', workerShop().baseUrl), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: session.user.email }),
    });
    expect(subscribe.ok).toBe(true);

    const probe = await open();
    const [a, b] = await productsInStock(probe);
    const lines = [cartLine(a!, 2), cartLine(b!)];
    const app = await open({ storage: { ...sessionStorageFor(session), ...cartStorage(lines) } });
    await app.goto('/cart');
    const main = app.page.getByRole('main');
    await main.getByPlaceholder('Enter promo code (e.g., WELCOME2)').fill('welcome2');
    await main.getByRole('button', { name: 'Apply' }).click();
    await main.getByText('Promo code applied: WELCOME2').waitFor();
    await main.getByTestId('promo-message').getByText('Coupon applied successfully').waitFor();
    const totals = computeCartTotals(lines, { code: 'WELCOME2', discountType: 'percentage', discountValue: 2 });
    await main.getByText(`You saved ${formatRwf(totals.discount)}!`).waitFor();

    await main.getByRole('link', { name: /Proceed to Checkout/ }).click();
    await fillToPayment(app.page);
    await main.getByRole('radio', { name: 'Card', exact: true }).check();
    await main.getByLabel('Name on card').fill('Test Shopper');
    await main.getByLabel('Card number').fill('4242424242424242');
    await main.getByLabel('Expiry date').fill('12/34');
    await main.getByLabel('CVV').fill('123');
    expect(await main.getByTestId('totals-discount').textContent()).toBe(`-${formatRwf(totals.discount)}`);
    await main.getByRole('button', { name: /Place Order/ }).click();
    await app.page.waitForURL((url) => url.pathname.startsWith('/order-confirmation/'), { timeout: 15_000 });

    const [order] = await myOrders(app, session.accessToken);
    expect(order).toMatchObject({ couponCode: 'WELCOME2', discount: totals.discount, total: totals.total });
    expect((await storedCart(app.page))?.coupon).toBeUndefined();
    expect(unexpectedProblems(app)).toEqual([]);
  });
});
