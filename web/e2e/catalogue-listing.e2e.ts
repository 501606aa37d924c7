import { cartItemIdFromProductId } from '@shop/domain';
import { describe, expect, test } from './harness/fixtures';
import { waitForHeading, waitForPath } from './harness/navigation';
import { formatRwf } from '@shop/domain';
import { allProducts, apiData, available, cardNames, listProducts, unexpectedProblems, type ApiProduct } from './harness/shop-api';

const names = (page: { products: { name: string }[] }) => page.products.map((p) => p.name);

describe('product listing', () => {
  test('a header category shows that category, with the result line and every card element', async ({ app }) => {
    const expected = await listProducts(app, 'category=keyboards');
    expect(expected.products.length).toBeGreaterThan(0);
    await app.goto('/');
    await app.page.getByRole('navigation', { name: 'Shop', exact: true }).getByRole('link', { name: 'Keyboards' }).click();
    await waitForPath(app.page, '/products/keyboards');
    await waitForHeading(app.page, 'Keyboards');
    await app.page.getByText('Discover the latest tech gadgets for developers').waitFor();
    await expect.poll(() => cardNames(app.page)).toEqual(names(expected));
    const main = app.page.getByRole('main');
    await main.getByText(`Showing ${expected.products.length} of ${expected.pagination.totalProducts} products`).waitFor();
    await main.getByText('Filters applied').waitFor();
    await main.getByText(`Page 1 of ${expected.pagination.totalPages}`).waitFor();

    const first = expected.products[0]!;
    const card = main.getByTestId('product-card').first();
    await card.getByRole('link', { name: first.name }).waitFor();
    expect(await card.getByText(formatRwf(first.price), { exact: true }).count()).toBe(1);
    await card.getByRole('button', { name: `Add ${first.name} to wishlist` }).waitFor();
    await card.getByRole('button', { name: /Add to Cart/ }).waitFor();
    if (first.rating?.count) await card.getByRole('img', { name: /Rated [\d.]+ out of 5/ }).waitFor();
    else await card.getByText('No rating').waitFor();
    expect(unexpectedProblems(app)).toEqual([]);
  });

  test('cards show discount, featured, custom badge, original price and Out of Stock', async ({ app }) => {
    const products = await allProducts(app);
    const discounted = products.find((p) => p.originalPrice && p.originalPrice > p.price && p.badge && p.isFeatured)
      ?? products.find((p) => p.originalPrice && p.originalPrice > p.price)!;
    const percent = Math.round(((discounted.originalPrice! - discounted.price) / discounted.originalPrice!) * 100);
    await app.goto(`/products?search=${encodeURIComponent(discounted.name)}`);
    const card = app.page.getByTestId('product-card').filter({ hasText: discounted.name }).first();
    await card.getByText(`-${percent}%`, { exact: true }).waitFor();
    await card.locator('s').getByText(formatRwf(discounted.originalPrice!)).waitFor();
    if (discounted.isFeatured) await card.getByText('Featured', { exact: true }).waitFor();
    if (discounted.badge) await card.getByText(discounted.badge, { exact: true }).waitFor();

    const soldOut = products.find((p) => available(p) <= 0);
    expect(soldOut, 'the demo catalogue has an out-of-stock product').toBeTruthy();
    await app.goto(`/products?search=${encodeURIComponent(soldOut!.name)}`);
    const outCard = app.page.getByTestId('product-card').filter({ hasText: soldOut!.name }).first();
    await outCard.getByText('Out of Stock').first().waitFor();
    expect(await outCard.getByRole('button', { name: /Add to Cart/ }).isDisabled()).toBe(true);
    expect(unexpectedProblems(app)).toEqual([]);
  });

  test('filters by brand and price, sorts, and the URL mirrors them and survives a reload', async ({ app }) => {
    await app.goto('/products');
    const main = app.page.getByRole('main');
    await main.getByTestId('product-card').first().waitFor();
    const brands = main.getByRole('group', { name: 'Brand' });
    await brands.getByRole('radio', { name: /^Logitech/ }).click();
    await waitForPath(app.page, '/products?brand=Logitech');
    const filters = main.getByRole('region', { name: 'Filters' });
    await filters.getByLabel('Min price').fill('20000');
    await filters.getByLabel('Max price').fill('150000');
    await waitForPath(app.page, '/products?brand=Logitech&minPrice=20000&maxPrice=150000');
    const filtered = await listProducts(app, 'brand=Logitech&minPrice=20000&maxPrice=150000');
    expect(filtered.products.length).toBeGreaterThan(1);
    await expect.poll(() => cardNames(app.page)).toEqual(names(filtered));
    for (const p of filtered.products) expect(p.price).toBeGreaterThanOrEqual(20000);

    await main.getByLabel('Sort by').selectOption({ label: 'Price Low to High' });
    await waitForPath(app.page, '/products?brand=Logitech&minPrice=20000&maxPrice=150000&sortBy=price&sortOrder=asc');
    const ascending = await listProducts(app, 'brand=Logitech&minPrice=20000&maxPrice=150000&sortBy=price&sortOrder=asc');
    await expect.poll(() => cardNames(app.page)).toEqual(names(ascending));
    const prices = ascending.products.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    await filters.getByLabel('Featured Products Only').click();
    await waitForPath(app.page, '/products?brand=Logitech&minPrice=20000&maxPrice=150000&featured=true&sortBy=price&sortOrder=asc');

    await app.page.reload();
    await main.getByTestId('product-card').first().or(main.getByText('No products found')).waitFor();
    expect(await main.getByLabel('Sort by').inputValue()).toBe('price:asc');
    expect(await brands.getByRole('radio', { name: /^Logitech/ }).isChecked()).toBe(true);
    expect(await filters.getByLabel('Min price').inputValue()).toBe('20000');
    expect(await filters.getByLabel('Max price').inputValue()).toBe('150000');
    expect(await filters.getByLabel('Featured Products Only').isChecked()).toBe(true);

    await filters.getByRole('button', { name: 'Clear All' }).click();
    await waitForPath(app.page, '/products');
    await expect.poll(() => filters.getByLabel('Min price').inputValue()).toBe('');
    expect(await main.getByRole('group', { name: 'Category' }).getByRole('radio', { name: 'All Categories' }).isChecked()).toBe(true);
    expect(unexpectedProblems(app)).toEqual([]);
  });

  test('every sort option orders as the API does, newest first being the default left out of the URL', async ({ app }) => {
    await app.goto('/products/mice');
    const select = app.page.getByRole('main').getByLabel('Sort by');
    const labels = await select.locator('option').allTextContents();
    expect(labels).toEqual([
      'Newest First', 'Oldest First', 'Name A-Z', 'Name Z-A', 'Price Low to High',
      'Price High to Low', 'Highest Rated', 'Lowest Rated', 'Most Popular',
    ]);
    await select.selectOption({ label: 'Name Z-A' });
    await waitForPath(app.page, '/products/mice?sortBy=name&sortOrder=desc');
    const byName = await listProducts(app, 'category=mice&sortBy=name&sortOrder=desc');
    await expect.poll(() => cardNames(app.page)).toEqual(names(byName));
    await select.selectOption({ label: 'Newest First' });
    await waitForPath(app.page, '/products/mice');
    expect(new URL(app.page.url()).search).toBe('');
  });

  test('pages through the catalogue with numbered pages', async ({ app }) => {
    const page1 = await listProducts(app, 'page=1');
    expect(page1.pagination.totalPages).toBeGreaterThan(1);
    const page2 = await listProducts(app, 'page=2');
    await app.goto('/products');
    const main = app.page.getByRole('main');
    await expect.poll(() => cardNames(app.page)).toEqual(names(page1));
    const pager = main.getByRole('navigation', { name: 'Pagination' });
    expect(await pager.getByRole('button', { name: /^Page \d+$/ }).count()).toBe(page1.pagination.totalPages);
    await pager.getByRole('button', { name: 'Page 2', exact: true }).click();
    await waitForPath(app.page, '/products?page=2');
    await expect.poll(() => cardNames(app.page)).toEqual(names(page2));
    await main.getByText(`Page 2 of ${page1.pagination.totalPages}`).waitFor();
    expect(await pager.getByRole('button', { name: 'Page 2', exact: true }).getAttribute('aria-current')).toBe('page');
    await pager.getByRole('button', { name: 'Next page' }).click();
    await waitForPath(app.page, '/products?page=3');
    await app.page.reload();
    await main.getByText(`Page 3 of ${page1.pagination.totalPages}`).waitFor();
    await pager.getByRole('button', { name: 'Previous page' }).click();
    await waitForPath(app.page, '/products?page=2');
    expect(unexpectedProblems(app)).toEqual([]);
  });

  test('route aliases and id-shaped segments', async ({ app }) => {
    const watches = await listProducts(app, 'category=watches');
    const hoodies = await listProducts(app, 'category=hoodies');
    expect(watches.products.length).toBeGreaterThan(0);
    expect(hoodies.products.length).toBeGreaterThan(0);
    await app.goto('/products/smartwatches');
    await expect.poll(() => cardNames(app.page)).toEqual(names(watches));
    await app.page.getByRole('heading', { level: 2, name: 'Smartwatches' }).waitFor();
    await app.goto('/products/apparel');
    await expect.poll(() => cardNames(app.page)).toEqual(names(hoodies));

    const product = watches.products[0]!;
    await app.goto(`/products/${product._id}`);
    await waitForPath(app.page, `/product/${product._id}`);
    await waitForHeading(app.page, product.name);
    expect(unexpectedProblems(app)).toEqual([]);
  });

  test('a listing whose first call fails with a 503 loads on the retry, without an error, and a 400 is not retried', async ({ app }) => {
    const asked: string[] = [];
    await app.page.route(
      (url) => url.pathname === '/api/v1/products',
      (route) => {
        asked.push(route.request().url());
        const search = new URL(route.request().url()).searchParams.get('search');
        if (search === 'refused') return route.fulfill({ status: 400, json: { success: false, message: 'Search is refused' } });
        return asked.length === 1 ? route.fulfill({ status: 503, json: { success: false, message: 'Busy' } }) : route.continue();
      },
    );
    await app.goto('/products/keyboards');
    const main = app.page.getByRole('main');
    await main.getByTestId('product-card').first().waitFor();
    expect(await main.getByRole('heading', { name: 'Something went wrong' }).count()).toBe(0);
    expect(asked).toHaveLength(2);

    await app.goto('/products?search=refused');
    await main.getByText('Search is refused').waitFor();
    expect(asked).toHaveLength(3);
    expect(unexpectedProblems(app)).toEqual([]);
  });

  test('empty and error states', async ({ app }) => {
    await app.goto('/products?search=zzqx-no-such-thing');
    const main = app.page.getByRole('main');
    await main.getByRole('heading', { name: 'No products found' }).waitFor();
    await main.getByText('Try adjusting your search terms or filters').waitFor();
    await main.getByRole('link', { name: 'View All Products' }).click();
    await waitForPath(app.page, '/products');
    await main.getByTestId('product-card').first().waitFor();

    let fail = true;
    await app.page.route(
      (url) => url.pathname === '/api/v1/products',
      (route) =>
        fail
          ? route.fulfill({ status: 500, json: { success: false, message: 'Failed to fetch products' } })
          : route.continue(),
    );
    await app.goto('/products/keyboards');
    await main.getByRole('heading', { name: 'Something went wrong' }).waitFor();
    await main.getByText('Failed to fetch products').waitFor();
    fail = false;
    await main.getByRole('button', { name: 'Try Again' }).click();
    await main.getByTestId('product-card').first().waitFor();
    expect(unexpectedProblems(app)).toEqual([]);
  });

  test('Add to Cart fills the stored cart, raises the badge and shows the toast for 3 seconds', async ({ app }) => {
    const page = await listProducts(app, 'category=mice&inStock=true');
    const product = page.products[0]!;
    await app.goto('/products/mice');
    const card = app.page.getByTestId('product-card').filter({ hasText: product.name }).first();
    const add = card.getByRole('button', { name: /Add to Cart/ });
    const toast = app.page.getByTestId('toast');

    await add.click();
    await toast.getByText('Added to cart!').waitFor();
    const shownAt = Date.now();
    const banner = app.page.getByRole('banner');
    await banner.getByRole('link', { name: 'Cart, 1 item' }).waitFor();
    await add.click();
    await banner.getByRole('link', { name: 'Cart, 2 items' }).waitFor();
    expect(await app.page.getByTestId('cart-count').textContent()).toBe('2');

    const cart = await app.page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? 'null'));
    expect(cart.items).toEqual([
      {
        id: cartItemIdFromProductId(product._id),
        originalId: product._id,
        name: product.name,
        price: product.price,
        image: expect.stringMatching(/^\/images\//),
        category: 'mice',
        quantity: 2,
        // What the shop had for sale when it was added: the line asks for no more.
        available: available(product),
      },
    ]);
    expect(cart).toMatchObject({ subtotal: product.price * 2, itemCount: 2, discount: 0 });
    expect(cart.total).toBe(cart.subtotal + cart.deliveryFee);

    await toast.waitFor({ state: 'detached', timeout: 6000 });
    expect(Date.now() - shownAt).toBeGreaterThan(2000);

    // The cart is kept across reloads.
    await app.page.reload();
    await banner.getByRole('link', { name: 'Cart, 2 items' }).waitFor();
    expect(unexpectedProblems(app)).toEqual([]);
  });

  test('opening a product from a card counts one view for this visitor', async ({ app }) => {
    const page = await listProducts(app, 'category=audio');
    const product = page.products[0]!;
    const viewsBefore = (await apiData<ApiProduct & { views: number }>(app, `/products/${product._id}`)).views;
    await app.goto('/products/audio');
    // Sent on the click itself, before the product page's own count 2 s after it opens.
    const view = app.page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith(`/api/v1/products/${product._id}/view`),
      { timeout: 1500 },
    );
    await app.page.getByTestId('product-card').getByRole('link', { name: product.name }).click();
    const counted = await view;
    expect(counted.status()).toBe(200);
    expect((await counted.json()).data).toEqual({ views: viewsBefore + 1, counted: true });
    await waitForPath(app.page, `/product/${product._id}`);
    await waitForHeading(app.page, product.name);
    // The product page's own count comes from the same visitor, so it adds nothing.
    const again = await app.page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith(`/api/v1/products/${product._id}/view`),
      { timeout: 4000 },
    );
    expect((await again.json()).data).toEqual({ views: viewsBefore + 1, counted: false });
    expect(unexpectedProblems(app)).toEqual([]);
  });
});
