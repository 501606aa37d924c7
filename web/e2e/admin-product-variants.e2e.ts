import { formatRwf } from '@shop/domain';
import { VARIANT_MESSAGES, type Product } from '@shop/contracts';
import type { Locator, Page } from 'playwright-core';
import { sessionStorageFor, signInWithApi, type ApiSession } from './harness/accounts';
import type { AppSession, SessionOptions } from './harness/browser';
import { answerConfirmation } from './harness/admin';
import { describe, expect, test } from './harness/fixtures';
import { waitForHeading } from './harness/navigation';
import { seriousViolations, unexpectedProblems } from './harness/shop-api';
import { fakeVariantApi, type FakeVariantApi } from './harness/variant-api';
import { workerShop } from './harness/worker-shop';

/**
 * The options and variants of a product, in its edit dialog on /admin/products, and a variant
 * running low on /admin. The admin product list and the variants endpoint are answered in the
 * page as the contract describes them (harness/variant-api.ts), from a real product of the shop.
 */

type Open = (options?: SessionOptions) => Promise<AppSession>;

let admin: Promise<ApiSession> | null = null;
const adminSession = () => (admin ??= signInWithApi(workerShop().baseUrl, 'admin'));

const HOODIE = 'DevShop "It works on my machine" Hoodie';

/** The shop's hoodie as the admin API gives it, with the options and variants a test wants. */
async function hoodie(shape: Pick<Product, 'options' | 'variants' | 'stock' | 'price'>): Promise<Product> {
  const response = await fetch(new URL('/api/v1/admin/products?search=hoodie&limit=100', workerShop().baseUrl), {
    headers: { Authorization: `Bearer ${(await adminSession()).accessToken}` },
  });
  const { data } = (await response.json()) as { data: { products: Product[] } };
  const found = data.products.find((product) => product.name === HOODIE);
  if (!found) throw new Error(`${HOODIE} is not in the catalogue`);
  return { ...found, ...shape };
}

const variant = (id: string, values: string[], price: number, quantity: number, reserved: number, sku: string) => ({
  _id: id,
  sku,
  options: values,
  label: values.join(' / '),
  price,
  stock: { quantity, reserved, available: quantity - reserved, lowStockThreshold: 4 },
});

/** The hoodie sold in M and L, Black: M has 2 units held by open orders. */
const inVariants = () =>
  hoodie({
    price: 35_000,
    stock: { quantity: 15, reserved: 2, available: 13, lowStockThreshold: 5 },
    options: [
      { name: 'Size', values: ['M', 'L'] },
      { name: 'Colour', values: ['Black'] },
    ],
    variants: [
      variant('a'.repeat(24), ['M', 'Black'], 35_000, 12, 2, 'HOODIE-M-BLK'),
      variant('b'.repeat(24), ['L', 'Black'], 38_000, 3, 0, 'HOODIE-L-BLK'),
    ],
  });

async function openProducts(open: Open, product: Product, path = '/admin/products'): Promise<{ app: AppSession; api: FakeVariantApi }> {
  const app = await open({ storage: sessionStorageFor(await adminSession()) });
  const api = await fakeVariantApi(app.page, product);
  await app.goto(path);
  await waitForHeading(app.page, 'Product Management');
  return { app, api };
}

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Edit Product' });
const variantsTab = (page: Page) => dialog(page).getByRole('tab', { name: 'Options and variants' });
const panel = (page: Page) => dialog(page).getByRole('tabpanel', { name: 'Options and variants' });
const rows = (page: Page) => panel(page).getByTestId('variant-row');
const cell = (page: Page, column: string, label: string) => panel(page).getByLabel(`${column} of ${label}`, { exact: true });
/** The details' own stock field (a product sold as one thing). */
const stockField = (page: Page) => dialog(page).getByRole('spinbutton', { name: 'Stock quantity', exact: true });
const valuesField = (page: Page, option: number) => panel(page).getByRole('textbox', { name: `Values of option ${option}`, exact: true });
const save = (page: Page) => panel(page).getByRole('button', { name: 'Save variants' });

/** Types each value in the option's value field and presses Enter. */
async function addValues(field: Locator, values: string[]): Promise<void> {
  for (const value of values) {
    await field.fill(value);
    await field.press('Enter');
  }
}

async function shownLabels(page: Page): Promise<string[]> {
  return (await rows(page).locator('th').allTextContents()).map((text) => text.trim());
}

describe('admin product variants', () => {
  test('the admin gives a product options, generates its variants, fills and edits them, saves, and makes it one thing again', async ({ open }) => {
    const { app, api } = await openProducts(
      open,
      await hoodie({ price: 30_000, stock: { quantity: 20, reserved: 0, available: 20, lowStockThreshold: 5 }, options: [], variants: [] }),
    );
    const page = app.page;
    await page.getByRole('main').getByRole('button', { name: `Edit ${HOODIE}` }).click();
    await dialog(page).waitFor();
    // A product sold as one thing: its details edit its price and stock.
    await stockField(page).waitFor();
    await variantsTab(page).click();
    await panel(page).getByText('No variants yet: give the options and their values, then generate the variants.').waitFor();

    await panel(page).getByRole('button', { name: 'Add option' }).click();
    await panel(page).getByLabel('Name of option 1').fill('Size');
    const sizes = valuesField(page, 1);
    await addValues(sizes, ['S', 'M', 'L', 'm']);
    // Enter adds a value and never sends the form; a value listed already stays in the field, with why.
    await panel(page).getByText('An option lists each value once').waitFor();
    expect(await sizes.inputValue()).toBe('m');
    expect(api.puts).toEqual([]);
    await panel(page).getByRole('button', { name: 'Remove S' }).click();
    await sizes.fill('');

    await panel(page).getByRole('button', { name: 'Add option' }).click();
    await panel(page).getByLabel('Name of option 2').fill('Colour');
    await addValues(valuesField(page, 2), ['Black', 'White']);
    await panel(page).getByRole('button', { name: 'Generate 4 variants' }).click();
    await expect.poll(() => shownLabels(page)).toEqual(['M / Black', 'M / White', 'L / Black', 'L / White']);
    // New combinations start at the product's price, with no units.
    expect(await cell(page, 'Price (RWF)', 'L / White').inputValue()).toBe('30000');
    expect(await cell(page, 'Stock quantity', 'L / White').inputValue()).toBe('0');

    await panel(page).getByLabel('Price (RWF) for every variant').fill('35000');
    await panel(page).getByRole('button', { name: 'Set all Price (RWF) for every variant' }).click();
    await panel(page).getByLabel('Stock quantity for every variant').fill('10');
    await panel(page).getByLabel('Stock quantity for every variant').press('Enter');
    await cell(page, 'Price (RWF)', 'L / White').fill('38000');
    await cell(page, 'SKU', 'L / White').fill('HOODIE-L-WHT');
    await panel(page).getByRole('button', { name: 'Remove M / White' }).click();
    expect(await shownLabels(page)).toEqual(['M / Black', 'L / Black', 'L / White']);
    for (const label of ['M / Black', 'L / Black']) {
      expect(await cell(page, 'Price (RWF)', label).inputValue()).toBe('35000');
      expect(await cell(page, 'Stock quantity', label).inputValue()).toBe('10');
    }

    await save(page).click();
    await panel(page).getByRole('status').getByText('Variants saved.').waitFor();
    expect(api.puts).toEqual([
      {
        options: [
          { name: 'Size', values: ['M', 'L'] },
          { name: 'Colour', values: ['Black', 'White'] },
        ],
        variants: [
          { options: ['M', 'Black'], price: 35000, originalPrice: null, quantity: 10 },
          { options: ['L', 'Black'], price: 35000, originalPrice: null, quantity: 10 },
          { options: ['L', 'White'], sku: 'HOODIE-L-WHT', price: 38000, originalPrice: null, quantity: 10 },
        ],
      },
    ]);
    // The rows as the catalog stored them: stored variants show their reserved units, SKUs are assigned.
    expect(await rows(page).getByText('New', { exact: true }).count()).toBe(0);
    expect(await cell(page, 'SKU', 'M / Black').inputValue()).toBe(api.stored().variants[0]!.sku);

    // Generate keeps the rows already there and adds the new combinations.
    await addValues(valuesField(page, 1), ['XL']);
    await panel(page).getByRole('button', { name: 'Generate 6 variants' }).click();
    await expect.poll(() => shownLabels(page)).toEqual(['M / Black', 'M / White', 'L / Black', 'L / White', 'XL / Black', 'XL / White']);
    expect(await cell(page, 'Price (RWF)', 'L / White').inputValue()).toBe('38000');
    expect(await cell(page, 'SKU', 'L / White').inputValue()).toBe('HOODIE-L-WHT');
    expect(await rows(page).getByText('New', { exact: true }).count()).toBe(3);

    // The details now speak of the variants' prices and stock rather than editing one of each.
    await dialog(page).getByRole('tab', { name: 'Details' }).click();
    await dialog(page).getByTestId('variant-summary').getByText(`From ${formatRwf(35_000)} · 30 in stock across 3 variants`).waitFor();
    expect(await stockField(page).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    // Remove options asks first; once confirmed, the product is one thing again.
    await variantsTab(page).click();
    await panel(page).getByRole('button', { name: 'Remove options' }).click();
    await answerConfirmation(page, 'cancel');
    expect(api.puts).toHaveLength(1);
    await panel(page).getByRole('button', { name: 'Remove options' }).click();
    await answerConfirmation(page, { confirm: 'Remove variants' });
    await panel(page).getByRole('status').getByText('Options removed: the product is sold as one thing again.').waitFor();
    expect(api.puts[1]).toEqual({ options: [], variants: [] });
    expect(await rows(page).count()).toBe(0);
    expect(await panel(page).getByRole('button', { name: 'Remove options' }).count()).toBe(0);
    await dialog(page).getByRole('tab', { name: 'Details' }).click();
    await stockField(page).waitFor();
    expect(unexpectedProblems(app)).toEqual([]);
  });

  test('what the catalog would refuse is shown on its row or field, and nothing is sent; its own refusals land there too', async ({ open }) => {
    const product = await inVariants();
    const { app, api } = await openProducts(open, product, `/admin/products?edit=${product._id}&tab=variants`);
    const page = app.page;
    // The dashboard's link for a variant running low opens the dialog on its variants.
    await expect.poll(() => variantsTab(page).getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => shownLabels(page)).toEqual(['M / Black', 'L / Black']);
    await rows(page).first().getByText('2', { exact: true }).waitFor();

    await cell(page, 'SKU', 'L / Black').fill('hoodie-m-blk');
    await cell(page, 'Stock quantity', 'M / Black').fill('');
    await save(page).click();
    await panel(page).getByRole('alert').getByText('Nothing was saved: please correct the highlighted fields.').waitFor();
    await panel(page).getByText('Each variant needs its own SKU').waitFor();
    await panel(page).getByText('Stock quantity is required').waitFor();
    expect(api.puts).toEqual([]);
    // The caret goes to the first field to fix, which names its problem.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Stock quantity of M / Black');
    // Typing in a field takes its message away.
    await cell(page, 'Stock quantity', 'M / Black').fill('12');
    expect(await panel(page).getByText('Stock quantity is required').count()).toBe(0);

    // A refusal only the catalog makes: on the row sent at that place, in the shop's words.
    await cell(page, 'SKU', 'L / Black').fill('HOODIE-L-BLK');
    api.answerNextPut({ status: 400, body: { success: false, message: 'Validation failed', errors: [{ path: 'variants.1.sku', message: 'SKU is too long' }] } });
    await save(page).click();
    await panel(page).getByText('A SKU has at most 64 characters').waitFor();
    expect(await cell(page, 'SKU', 'L / Black').getAttribute('aria-invalid')).toBe('true');
    expect(await cell(page, 'SKU', 'M / Black').getAttribute('aria-invalid')).toBeNull();

    // A combination with units held by open orders cannot go: the catalog's 409 is the form's message.
    await panel(page).getByRole('button', { name: 'Remove M / Black' }).click();
    await save(page).click();
    await panel(page).getByRole('alert').getByText(`Failed to save the variants: ${VARIANT_MESSAGES.reservedVariantRemoved}`).waitFor();
    await panel(page).getByRole('button', { name: 'Remove options' }).click();
    await answerConfirmation(page, { confirm: 'Remove variants' });
    await panel(page).getByRole('alert').getByText(`Failed to save the variants: ${VARIANT_MESSAGES.reservedWhileConverting}`).waitFor();
    expect(api.stored().variants).toHaveLength(2);
    expect(api.puts).toHaveLength(3);

    // The details show the variants' summary; the price and stock fields are not there to edit.
    await dialog(page).getByRole('tab', { name: 'Details' }).click();
    await dialog(page).getByTestId('variant-summary').getByText(`From ${formatRwf(35_000)} · 15 in stock across 2 variants`).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(unexpectedProblems(app)).toEqual([]);
  });

  test('the dashboard lists a variant running low as "Name — L / Black", and its Edit opens the product on its variants', async ({ open }) => {
    const product = await inVariants();
    const app = await open({ storage: sessionStorageFor(await adminSession()) });
    await fakeVariantApi(app.page, product);
    const low = {
      _id: product._id,
      name: product.name,
      category: product.category,
      image: product.image,
      quantity: 3,
      lowStockThreshold: 4,
      variantId: 'b'.repeat(24),
      variantLabel: 'L / Black',
    };
    await app.page.route('**/api/v1/admin/stats', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: { lowStock: unknown[] } };
      body.data.lowStock = [low, ...body.data.lowStock.slice(0, 9)];
      await route.fulfill({ response, json: body });
    });
    await app.goto('/admin');
    await waitForHeading(app.page, 'Admin Dashboard');
    const entry = app.page.getByRole('main').getByTestId('low-stock-product').first();
    await expect.poll(() => entry.locator('.dashboard-list-title').textContent()).toBe(`${HOODIE} — L / Black`);
    await entry.getByText('3 left (threshold 4)').waitFor();
    await entry.getByRole('link', { name: `Edit ${HOODIE} — L / Black` }).click();
    await dialog(app.page).waitFor();
    await expect.poll(() => variantsTab(app.page).getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => shownLabels(app.page)).toEqual(['M / Black', 'L / Black']);
    expect(unexpectedProblems(app)).toEqual([]);
  });
});
