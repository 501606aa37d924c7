import { describe, expect, test } from './harness/fixtures';
import { currentPath, waitForHeading, waitForPath } from './harness/navigation';
import { cardNames, listProducts, unexpectedProblems } from './harness/shop-api';

const names = (page: { products: { name: string }[] }) => page.products.map((p) => p.name);

describe('listing pages', () => {
  test('a page past the last one shows the last page, keeping the other filters, in place of the address asked for', async ({ app }) => {
    const sorted = 'sortBy=price&sortOrder=asc';
    const first = await listProducts(app, `${sorted}&page=1`);
    const lastPage = first.pagination.totalPages;
    expect(lastPage).toBeGreaterThan(1);
    const last = await listProducts(app, `${sorted}&page=${lastPage}`);

    await app.goto('/');
    await app.goto(`/products?${sorted}&page=${lastPage + 4}`);
    await waitForPath(app.page, `/products?${sorted}&page=${lastPage}`);
    const main = app.page.getByRole('main');
    await main.getByText(`Page ${lastPage} of ${lastPage}`).waitFor();
    await main.getByText(`Showing ${last.products.length} of ${last.pagination.totalProducts} products`).waitFor();
    await expect.poll(() => cardNames(app.page)).toEqual(names(last));
    // The address was replaced: Back leaves the listing.
    await app.page.goBack();
    await waitForPath(app.page, '/');

    // A listing with nothing in it keeps its empty state.
    await app.goto('/products?search=zzqx-no-such-thing&page=3');
    await main.getByRole('heading', { name: 'No products found' }).waitFor();
    expect(currentPath(app.page)).toBe('/products?search=zzqx-no-such-thing&page=3');
    expect(unexpectedProblems(app)).toEqual([]);
  });

  test('a search page past the last one shows the last page of the search', async ({ app }) => {
    const found = await listProducts(app, 'search=keyboard&limit=20');
    const lastPage = found.pagination.totalPages;
    expect(lastPage).toBeGreaterThan(0);
    await app.goto('/');
    await app.goto(`/search?q=keyboard&page=${lastPage + 3}`);
    await waitForPath(app.page, lastPage > 1 ? `/search?q=keyboard&page=${lastPage}` : '/search?q=keyboard');
    await app.page.getByTestId('product-card').first().waitFor();
    await app.page.goBack();
    await waitForPath(app.page, '/');
    expect(unexpectedProblems(app)).toEqual([]);
  });

  test('a category the shop does not have is the 404 page', async ({ app }) => {
    for (const path of ['/products/nonsense', '/products/hoodie?brand=DevShop', '/products?category=nonsense']) {
      expect((await app.context.request.get(app.url(path))).status(), path).toBe(404);
      await app.goto(path);
      await waitForHeading(app.page, 'Page Not Found');
      expect(await app.page.title(), path).toBe('Page Not Found | DevShop');
      expect(await app.page.getByRole('heading', { name: 'Something went wrong' }).count(), path).toBe(0);
    }
    // The page itself arrives with status 404, which the browser logs.
    expect(unexpectedProblems(app)).toEqual([]);
  });

  test('a category page is headed by its category; the whole listing by Our Products', async ({ app }) => {
    const headings = [
      { path: '/products/keyboards', heading: 'Keyboards' },
      { path: '/products/apparel', heading: 'Apparel' },
      { path: '/products/smartwatches', heading: 'Smartwatches' },
      { path: '/products', heading: 'Our Products' },
    ];
    for (const { path, heading } of headings) {
      await app.goto(path);
      await waitForHeading(app.page, heading);
      expect(await app.page.title(), path).toBe(`${heading} | DevShop`);
    }
    expect(unexpectedProblems(app)).toEqual([]);
  });

  test('apparel lists every garment, the T-shirt with the hoodies, under the name Apparel', async ({ app }) => {
    const apparel = await listProducts(app, 'category=hoodies&limit=100');
    expect(names(apparel)).toContain('DevShop "Hello, World" T-Shirt');
    expect(names(apparel).filter((name) => /hoodie/i.test(name)).length).toBeGreaterThan(0);

    await app.goto('/products/apparel');
    await waitForHeading(app.page, 'Apparel');
    await expect.poll(() => cardNames(app.page)).toEqual(names(apparel).slice(0, 20));
    const categories = app.page.getByRole('main').getByRole('group', { name: 'Category' });
    await categories.getByRole('radio', { name: /^Apparel/ }).waitFor();
    expect(await categories.getByRole('radio', { name: /^Hoodies/ }).count()).toBe(0);
    expect(unexpectedProblems(app)).toEqual([]);
  });

  test('a corrected search says what it searched for and offers the words as typed', async ({ app }) => {
    // The shop answers searchedFor when it corrected a misspelt search; here the answer says so.
    const asked: URL[] = [];
    await app.page.route(
      (url) => url.pathname === '/api/v1/products' || url.pathname === '/api/v1/products/search',
      async (route) => {
        const url = new URL(route.request().url());
        asked.push(url);
        const response = await route.fetch();
        const body = (await response.json()) as { data: { searchedFor?: string } };
        if (url.searchParams.get('exact') !== 'true') body.data.searchedFor = 'keyboard';
        else delete body.data.searchedFor;
        await route.fulfill({ response, json: body });
      },
    );
    const main = app.page.getByRole('main');
    for (const { path, exactPath } of [
      { path: '/products/keyboards?search=keybord', exactPath: '/products/keyboards?search=keybord&exact=true' },
      { path: '/search?q=keybord', exactPath: '/search?q=keybord&exact=true' },
    ]) {
      await app.goto(path);
      await main.getByText('Showing results for keyboard').waitFor();
      expect(await main.locator('b', { hasText: 'keyboard' }).count()).toBe(1);
      await main.getByRole('link', { name: 'Search instead for keybord' }).click();
      await waitForPath(app.page, exactPath);
      await expect.poll(() => asked.at(-1)?.searchParams.get('exact')).toBe('true');
      expect(asked.at(-1)?.searchParams.get('search')).toBe('keybord');
      await main.getByText(/No (products|results) found|Showing \d+ of/).first().waitFor();
      expect(await main.getByText('Showing results for').count()).toBe(0);
    }
    expect(unexpectedProblems(app)).toEqual([]);
  });
});
