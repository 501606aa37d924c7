import { describe, expect, test } from './harness/fixtures';
import { waitForHeading, waitForPath } from './harness/navigation';
import { apiData, cardNames, unexpectedProblems, type ApiProductPage } from './harness/shop-api';

const search = (app: Parameters<typeof apiData>[0], query: string) =>
  apiData<ApiProductPage>(app, `/products/search?${query}`);

describe('search', () => {
  test("'logitech mouse' from the header finds Logitech mice, with savings, stock and Add to Cart", async ({ app }) => {
    const expected = await search(app, 'search=logitech%20mouse');
    expect(expected.products.length).toBeGreaterThan(0);
    for (const product of expected.products) expect(product.brand).toBe('Logitech');
    expect(expected.products[0]!.category).toBe('mice');

    await app.goto('/');
    const box = app.page.getByRole('banner').getByRole('searchbox', { name: 'Search products' });
    await box.fill('logitech mouse');
    await box.press('Enter');
    await waitForPath(app.page, '/search?q=logitech%20mouse');
    await waitForHeading(app.page, 'Search Results');
    const main = app.page.getByRole('main');
    const total = expected.pagination.totalProducts;
    await main.getByText(`${total} ${total === 1 ? 'result' : 'results'} found for “logitech mouse”`).waitFor();
    await expect.poll(() => cardNames(app.page)).toEqual(expected.products.map((p) => p.name));
    const first = main.getByTestId('product-card').first();
    await first.getByText(/^(In Stock|Low Stock|Out of Stock)$/).first().waitFor();
    await first.getByRole('button', { name: /Add to Cart/ }).waitFor();

    const discounted = expected.products.find((p) => p.originalPrice && p.originalPrice > p.price);
    if (discounted) {
      const percent = Math.round(((discounted.originalPrice! - discounted.price) / discounted.originalPrice!) * 100);
      await main.getByTestId('product-card').filter({ hasText: discounted.name }).getByText(`Save ${percent}%`).waitFor();
    }
    await main.getByRole('heading', { name: 'Search Tips' }).waitFor();
    expect(unexpectedProblems(app)).toEqual([]);
  });

  test('the sort menu really reorders the results', async ({ app }) => {
    await app.goto('/search?q=keyboard');
    const main = app.page.getByRole('main');
    const select = main.getByLabel('Sort by');
    expect(await select.locator('option').allTextContents()).toEqual([
      'Most Relevant',
      'Price: Low to High',
      'Price: High to Low',
      'Highest Rated',
    ]);
    const relevant = await search(app, 'search=keyboard');
    await expect.poll(() => cardNames(app.page)).toEqual(relevant.products.map((p) => p.name));

    await select.selectOption({ label: 'Price: Low to High' });
    await waitForPath(app.page, '/search?q=keyboard&sort=price-asc');
    // The API ranks name matches first; the page shows the results in true price order.
    const cheapFirst = (await search(app, 'search=keyboard&sortBy=price&sortOrder=asc')).products.sort((a, b) => a.price - b.price);
    await expect.poll(() => cardNames(app.page)).toEqual(cheapFirst.map((p) => p.name));

    await select.selectOption({ label: 'Price: High to Low' });
    await waitForPath(app.page, '/search?q=keyboard&sort=price-desc');
    const dearFirst = (await search(app, 'search=keyboard&sortBy=price&sortOrder=desc')).products.sort((a, b) => b.price - a.price);
    await expect.poll(() => cardNames(app.page)).toEqual(dearFirst.map((p) => p.name));
    expect(dearFirst.map((p) => p.name)).not.toEqual(cheapFirst.map((p) => p.name));
    expect(dearFirst[0]!.price).toBeGreaterThan(dearFirst.at(-1)!.price);

    await select.selectOption({ label: 'Highest Rated' });
    await waitForPath(app.page, '/search?q=keyboard&sort=rating');
    const rated = (await search(app, 'search=keyboard&sortBy=rating&sortOrder=desc')).products.sort(
      (a, b) => (b.rating?.average ?? 0) - (a.rating?.average ?? 0),
    );
    await expect.poll(() => cardNames(app.page)).toEqual(rated.map((p) => p.name));
    expect(unexpectedProblems(app)).toEqual([]);
  });

  test('shows Searching for … while loading, and the search box navigates on Enter', async ({ app }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await app.page.route(
      (url) => url.pathname === '/api/v1/products/search',
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await app.goto('/search?q=monitor');
    const main = app.page.getByRole('main');
    await main.getByText('Searching for "monitor"...').waitFor();
    release();
    await main.getByTestId('product-card').first().waitFor();
    await app.page.unroute((url) => url.pathname === '/api/v1/products/search');

    const box = main.getByRole('searchbox', { name: 'Search products' });
    await box.fill('headphones');
    await box.press('Enter');
    await waitForPath(app.page, '/search?q=headphones');
    await main.getByText('You searched for “headphones”').waitFor();
    await main.getByTestId('product-card').first().waitFor();
    expect(unexpectedProblems(app)).toEqual([]);
  });

  test('no results shows the five suggestions and the tips; a suggestion searches again', async ({ app }) => {
    await app.goto('/search?q=zzqx%20nothing%20here');
    const main = app.page.getByRole('main');
    await main.getByRole('heading', { name: 'No results found' }).waitFor();
    for (const term of ['laptops', 'headphones', 'keyboards', 'monitors', 'mice']) {
      expect(await main.getByRole('link', { name: term, exact: true }).getAttribute('href')).toBe(`/search?q=${term}`);
    }
    await main.getByRole('heading', { name: 'Search Tips' }).waitFor();
    await main.getByRole('link', { name: 'keyboards', exact: true }).click();
    await waitForPath(app.page, '/search?q=keyboards');
    await main.getByTestId('product-card').first().waitFor();
    expect(unexpectedProblems(app)).toEqual([]);
  });

  test('a failing search shows the error with Try Again', async ({ app }) => {
    let fail = true;
    await app.page.route(
      (url) => url.pathname === '/api/v1/products/search',
      (route) => (fail ? route.fulfill({ status: 503, json: { success: false, message: 'Search failed' } }) : route.continue()),
    );
    await app.goto('/search?q=mouse');
    const main = app.page.getByRole('main');
    await main.getByRole('heading', { name: 'Something went wrong' }).waitFor();
    await main.getByText('Search failed').waitFor();
    fail = false;
    await main.getByRole('button', { name: 'Try Again' }).click();
    await main.getByTestId('product-card').first().waitFor();
    expect(unexpectedProblems(app)).toEqual([]);
  });
});
