import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, test } from './harness/fixtures';
import { cartLine, cartStorage, productsInStock } from './harness/checkout';
import { waitForHeading, waitForPath } from './harness/navigation';
import { cardNames, listProducts, sessionStorageFor, signInShopper } from './harness/shop-api';
import { workerShop } from './harness/worker-shop';

const OFFLINE_BANNER = "You're offline — showing saved products";
const HOME_HEADING = 'Gear up for your best code';

interface InstalledApp {
  context: BrowserContext;
  page: Page;
  goto(path: string): Promise<void>;
}

/**
 * A tab of its own with the shop's service worker allowed (whatever the other tests' sessions
 * do with workers), local storage seeded before the app starts, and the worker installed: it
 * installs after the first page has loaded and takes that page over.
 */
async function openInstalled(browser: Browser, onCleanup: (close: () => Promise<void>) => void, storage: Record<string, unknown> = {}): Promise<InstalledApp> {
  const context = await browser.newContext({ serviceWorkers: 'allow', locale: 'en-US', viewport: { width: 1280, height: 800 } });
  onCleanup(() => context.close());
  const seed = Object.entries(storage).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]);
  await context.addInitScript((entries: string[][]) => {
    if (sessionStorage.getItem('__seeded')) return;
    sessionStorage.setItem('__seeded', '1');
    for (const [key, value] of entries) localStorage.setItem(key!, value!);
  }, seed);
  const page = await context.newPage();
  const goto = async (path: string) => {
    await page.goto(new URL(path, workerShop().baseUrl).toString());
    await page.locator('main#main-content:not(:has([data-screen-loading]))').waitFor();
  };
  await goto('/');
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 20_000 });
  return { context, page, goto };
}

describe('offline', () => {
  test('home, a listing and a product seen online open with the network cut, with a quiet banner; the cart still works', async ({ open, chromium, onTestFinished }) => {
    const listing = await listProducts(await open(), 'category=keyboards');
    const product = listing.products[0]!;
    const app = await openInstalled(chromium, onTestFinished);
    // The pages as a shopper sees them once the app is installed.
    await app.goto('/');
    await waitForHeading(app.page, HOME_HEADING);
    await app.goto('/products/keyboards');
    await expect.poll(() => cardNames(app.page)).toContain(product.name);
    await app.goto(`/product/${product._id}`);
    await waitForHeading(app.page, product.name);
    const banner = app.page.getByTestId('offline-banner');
    expect(await banner.count()).toBe(0);

    await app.context.setOffline(true);
    await app.page.reload();
    await waitForHeading(app.page, product.name);
    await banner.getByText(OFFLINE_BANNER).waitFor();

    await app.goto('/products/keyboards');
    await expect.poll(() => cardNames(app.page)).toContain(product.name);
    await banner.waitFor();
    // The cart lives in the browser: adding works without the network.
    const card = app.page.getByRole('main').getByTestId('product-card').filter({ hasText: product.name }).first();
    await card.getByRole('button', { name: /Add to Cart/ }).click();
    await app.page.getByTestId('toast').getByText('Added to cart!').waitFor();

    await app.goto('/');
    await waitForHeading(app.page, HOME_HEADING);
    await banner.waitFor();

    // Back online, the banner goes.
    await app.context.setOffline(false);
    await banner.waitFor({ state: 'detached' });
  });

  test('checkout says it needs the network, keeps what was typed across a reload and will not place the order', async ({ open, chromium, onTestFinished }) => {
    const probe = await open();
    const session = await signInShopper(probe);
    const [product] = await productsInStock(probe);
    const app = await openInstalled(chromium, onTestFinished, { ...sessionStorageFor(session), ...cartStorage([cartLine(product!)]) });

    await app.goto('/checkout');
    const main = app.page.getByRole('main');
    await main.getByLabel('Phone number').fill('0788123456');
    await main.getByRole('button', { name: /Continue to Shipping/ }).click();
    await main.getByLabel('Address').fill('KG 7 Ave, house 12');
    await main.getByLabel('District').selectOption('Gasabo');

    await app.context.setOffline(true);
    const notice = main.getByTestId('checkout-offline');
    await notice.getByText("You're offline. Your details are kept: place the order once you're back online.").waitFor();

    await app.page.reload();
    await waitForPath(app.page, '/checkout');
    expect(await main.getByLabel('Address').inputValue()).toBe('KG 7 Ave, house 12');
    expect(await main.getByLabel('District').inputValue()).toBe('Gasabo');
    await notice.waitFor();
    await main.getByRole('button', { name: /Continue to Payment/ }).click();
    const placeOrder = main.getByRole('button', { name: /Place Order/ });
    await placeOrder.waitFor();
    expect(await placeOrder.isDisabled()).toBe(true);

    // Back online, the notice goes and the details are still there.
    await app.context.setOffline(false);
    await notice.waitFor({ state: 'detached' });
    await main.getByRole('button', { name: /Back/ }).click();
    expect(await main.getByLabel('Address').inputValue()).toBe('KG 7 Ave, house 12');
  });
});

describe('low-data mode', () => {
  test('the footer switch stops product pages being fetched ahead when a card is pointed at', async ({ app }) => {
    const listing = await listProducts(app, 'category=keyboards');
    const [first, second] = listing.products;
    await app.goto('/products/keyboards');
    const main = app.page.getByRole('main');
    const productRead = (id: string) => (request: { url(): string; method(): string }) =>
      request.method() === 'GET' && new URL(request.url()).pathname === `/api/v1/products/${id}`;

    // Online and not saving data: pointing at a card fetches its page ahead.
    const ahead = app.page.waitForRequest(productRead(first!._id), { timeout: 5_000 });
    await main.getByTestId('product-card').filter({ hasText: first!.name }).first().getByRole('heading').hover();
    await ahead;

    const lowData = app.page.getByRole('contentinfo').getByRole('switch', { name: 'Low-data mode' });
    await lowData.check();
    expect(await app.page.evaluate(() => localStorage.getItem('lowData'))).toBe('on');
    const asked: string[] = [];
    app.page.on('request', (request) => {
      if (productRead(second!._id)(request)) asked.push(request.url());
    });
    await main.getByTestId('product-card').filter({ hasText: second!.name }).first().getByRole('heading').hover();
    await app.page.waitForTimeout(1_500);
    expect(asked).toEqual([]);
  });
});
