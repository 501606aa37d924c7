import { formatRwf, stockLevelOf } from '@shop/domain';
import type { Page } from 'playwright-core';
import { registerWithApi, sessionStorageFor } from './harness/accounts';
import { fillToPayment, storedCart } from './harness/checkout';
import { describe, expect, test } from './harness/fixtures';
import { waitForHeading, waitForPath } from './harness/navigation';
import { allProducts, unexpectedProblems, type ApiProduct } from './harness/shop-api';
import { workerShop } from './harness/worker-shop';

/** The demo hoodie sold in sizes S to XXL (the catalogue's seed). */
const HOODIE = 'DevShop "It works on my machine" Hoodie';

interface ApiVariant {
  _id: string;
  options: string[];
  label: string;
  price: number;
  stock: { quantity: number; reserved: number; available: number; lowStockThreshold: number };
}

type ProductWithVariants = ApiProduct & { options: { name: string; values: string[] }[]; variants: ApiVariant[] };

/** The stock line the product page shows for a variant's stock. */
function stockLine(stock: ApiVariant['stock']): string {
  const level = stockLevelOf(stock);
  if (level === 'out') return 'Out of Stock';
  return level === 'low' ? `Low Stock: only ${stock.available} left` : `In Stock (${stock.available} available)`;
}

const addButton = (page: Page) => page.getByRole('main').locator('.product-info').getByRole('button', { name: 'Add to Cart', exact: true });

describe('product variants', () => {
  test('a shopper picks sizes of the hoodie, gets one cart line per size, and orders them', async ({ open }) => {
    const session = await registerWithApi(workerShop().baseUrl);
    const app = await open({ storage: sessionStorageFor(session) });
    const hoodie = (await allProducts(app)).find((p) => p.name === HOODIE) as ProductWithVariants | undefined;
    expect(hoodie?.options.map((option) => option.name), 'the demo hoodie is sold in sizes').toEqual(['Size']);
    const variant = (size: string) => hoodie!.variants.find((v) => v.options[0] === size)!;
    const [large, medium] = [variant('L'), variant('M')];
    expect(large.stock.available).toBeGreaterThan(0);
    expect(medium.stock.available).toBeGreaterThan(0);

    await app.goto(`/product/${hoodie!._id}`);
    await waitForHeading(app.page, HOODIE);
    const main = app.page.getByRole('main');
    const sizes = main.getByRole('radiogroup', { name: 'Size' });
    expect(await sizes.getByRole('radio').count()).toBe(hoodie!.options[0]!.values.length);

    // Nothing is chosen yet: Add to Cart waits, and says what is missing.
    expect(await addButton(app.page).isDisabled()).toBe(true);
    await main.getByText('Choose Size', { exact: true }).waitFor();
    // A size sold out is there, but cannot be picked.
    const soldOut = hoodie!.variants.filter((v) => v.stock.available <= 0);
    expect(soldOut.length).toBeGreaterThan(0);
    for (const size of soldOut) {
      expect(await sizes.getByRole('radio', { name: size.label, exact: true }).isDisabled()).toBe(true);
    }

    // L: its stock line and price, then into the cart.
    await sizes.getByRole('radio', { name: 'L', exact: true }).check();
    await main.locator('.product-info').getByText(stockLine(large.stock), { exact: true }).waitFor();
    await main.locator('.product-info').getByText(formatRwf(large.price), { exact: true }).first().waitFor();
    expect(await main.getByText('Choose Size', { exact: true }).count()).toBe(0);
    await addButton(app.page).click();
    await app.page.getByTestId('toast').getByText('Added to cart!').first().waitFor();

    // The keyboard moves the choice within the group: from L, the left arrow picks M.
    await sizes.getByRole('radio', { name: 'L', exact: true }).focus();
    await app.page.keyboard.press('ArrowLeft');
    expect(await sizes.getByRole('radio', { name: 'M', exact: true }).isChecked()).toBe(true);
    await main.locator('.product-info').getByText(stockLine(medium.stock), { exact: true }).waitFor();
    await addButton(app.page).click();
    await app.page.getByRole('banner').getByRole('link', { name: 'Cart, 2 items' }).waitFor();

    // Two lines of the same product, each with its size.
    await app.goto('/cart');
    await waitForPath(app.page, '/cart');
    const lines = main.getByTestId('cart-line');
    await lines.first().waitFor();
    expect(await lines.count()).toBe(2);
    await lines.filter({ hasText: `${HOODIE} — L` }).getByRole('link', { name: `${HOODIE} — L` }).waitFor();
    await lines.filter({ hasText: `${HOODIE} — M` }).getByRole('link', { name: `${HOODIE} — M` }).waitFor();
    expect((await storedCart(app.page))?.items.map((item) => [item.originalId, item.variant, item.quantity])).toEqual([
      [hoodie!._id, large._id, 1],
      [hoodie!._id, medium._id, 1],
    ]);

    // Checked out by card, the confirmation lists both sizes.
    await main.getByRole('link', { name: /Proceed to Checkout/ }).click();
    await waitForPath(app.page, '/checkout');
    await fillToPayment(app.page);
    await main.getByRole('radio', { name: 'Card', exact: true }).check();
    await main.getByLabel('Name on card').fill('Test Shopper');
    await main.getByLabel('Card number').fill('4242 4242 4242 4242');
    await main.getByLabel('Expiry date').fill('12/34');
    await main.getByLabel('CVV').fill('123');
    await main.getByRole('button', { name: /Place Order/ }).click();
    await app.page.waitForURL((url) => url.pathname.startsWith('/order-confirmation/'), { timeout: 25_000 });
    await waitForHeading(app.page, 'Order Confirmed!');
    const items = main.getByTestId('order-item');
    await items.first().waitFor();
    expect(await items.count()).toBe(2);
    await items.getByRole('heading', { name: `${HOODIE} — L`, exact: true }).waitFor();
    await items.getByRole('heading', { name: `${HOODIE} — M`, exact: true }).waitFor();
    expect(unexpectedProblems(app)).toEqual([]);
  });
});
