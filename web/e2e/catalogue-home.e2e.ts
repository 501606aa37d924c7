import { CHAT_REPLY_DELAY_MS } from '@shop/domain';
import { describe, expect, test } from './harness/fixtures';
import { waitForHeading } from './harness/navigation';
import { apiData, unexpectedProblems, type ApiProduct } from './harness/shop-api';

describe('home', () => {
  test('hero with three featured products, the carousel of 8, figures and perks', async ({ app }) => {
    const asked = app.page.waitForRequest((r) => r.url().includes('/api/v1/products/featured?limit=8'));
    await app.goto('/');
    await asked;
    const featured = (await apiData<{ products: ApiProduct[] }>(app, '/products/featured?limit=8')).products;
    expect(featured.length).toBeGreaterThanOrEqual(3);
    const main = app.page.getByRole('main');
    const hero = main.getByRole('region', { name: 'Gear up for your best code' });
    await hero.getByRole('searchbox', { name: 'Search products' }).waitFor();
    for (const product of featured.slice(0, 3)) {
      expect(await hero.getByRole('link', { name: new RegExp(product.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).getAttribute('href')).toBe(
        `/product/${product._id}`,
      );
    }
    for (const figure of ['5K+', '100+', '99%']) await hero.getByText(figure, { exact: true }).waitFor();
    for (const perk of ['Free Shipping', '2-Year Warranty', '24/7 Support', '2% Off Your First Order']) {
      await main.getByText(perk, { exact: true }).waitFor();
    }

    const carousel = main.getByRole('region', { name: 'Featured Products' });
    const track = carousel.getByRole('region', { name: 'Featured products, scroll sideways' });
    await expect.poll(() => track.getByTestId('product-card').count()).toBe(featured.length);
    const scrollLeft = () => track.evaluate((el) => el.scrollLeft);
    expect(await scrollLeft()).toBe(0);
    await carousel.getByRole('button', { name: 'Scroll featured products forward' }).click();
    await expect.poll(scrollLeft).toBeGreaterThan(0);
    await carousel.getByRole('button', { name: 'Scroll featured products back' }).click();
    await expect.poll(scrollLeft).toBe(0);
    // Keyboard: the track takes focus and arrow keys scroll it.
    await track.focus();
    for (let i = 0; i < 4; i += 1) await app.page.keyboard.press('ArrowRight');
    await expect.poll(scrollLeft).toBeGreaterThan(0);
    await main.getByRole('heading', { name: 'Shop by Category' }).waitFor();
    await main.getByRole('heading', { name: 'A marketplace built for developers' }).waitFor();
    expect(unexpectedProblems(app)).toEqual([]);
  });

  test('the featured row shows an error with Try Again when the call fails', async ({ app }) => {
    let fail = true;
    await app.page.route(
      (url) => url.pathname === '/api/v1/products/featured',
      (route) =>
        fail ? route.fulfill({ status: 500, json: { success: false, message: 'Failed to fetch featured products' } }) : route.continue(),
    );
    await app.goto('/');
    const carousel = app.page.getByRole('main').getByRole('region', { name: 'Featured Products' });
    await carousel.getByText('Failed to fetch featured products').waitFor();
    fail = false;
    await carousel.getByRole('button', { name: 'Try Again' }).click();
    await carousel.getByTestId('product-card').first().waitFor();
    expect(unexpectedProblems(app)).toEqual([]);
  });

  test('the chat assistant greets, then recommends real keyboards priced 15,000 to 95,000 RWF', async ({ app }) => {
    await app.goto('/');
    const toggle = app.page.getByRole('button', { name: 'Open chat assistant' });
    await toggle.click();
    const chat = app.page.getByRole('region', { name: 'DevShop Assistant' });
    const log = chat.getByRole('log');
    await log.getByText(/^Hi! I'm the DevShop assistant/).waitFor();

    const input = chat.getByLabel('Message the assistant');
    await input.fill('I want a keyboard');
    const sent = Date.now();
    await input.press('Enter');
    await log.getByText('I want a keyboard').waitFor();
    const links = log.locator('a[href^="/product/"]');
    await links.first().waitFor();
    expect(Date.now() - sent).toBeGreaterThanOrEqual(CHAT_REPLY_DELAY_MS - 50);
    await log.getByText(/keyboards from our catalogue priced/).waitFor();

    const hrefs = await links.evaluateAll((els) => els.map((el) => el.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) {
      expect(href).toMatch(/^\/product\/[0-9a-f]{24}$/);
      const product = await apiData<ApiProduct>(app, href!.replace('/product/', '/products/'));
      expect(product.category).toBe('keyboards');
      expect(product.price).toBeGreaterThanOrEqual(15_000);
      expect(product.price).toBeLessThanOrEqual(95_000);
    }
    const first = await apiData<ApiProduct>(app, hrefs[0]!.replace('/product/', '/products/'));
    await links.first().click();
    await waitForHeading(app.page, first.name);

    // Questions without products get a text answer; Escape closes and returns focus.
    await app.goto('/');
    await app.page.getByRole('button', { name: 'Open chat assistant' }).click();
    await chat.getByLabel('Message the assistant').fill('how long does delivery take?');
    await chat.getByLabel('Message the assistant').press('Enter');
    await chat.getByRole('log').getByText(/3-4 business days/).waitFor();
    await app.page.keyboard.press('Escape');
    await chat.waitFor({ state: 'detached' });
    expect(await app.page.getByRole('button', { name: 'Open chat assistant' }).getAttribute('aria-expanded')).toBe('false');
    expect(unexpectedProblems(app)).toEqual([]);
  });
});
