import { formatRwf } from '@shop/domain';
import { describe, expect, test } from './harness/fixtures';
import { waitForHeading, waitForPath } from './harness/navigation';
import {
  allProducts,
  apiData,
  available,
  sessionStorageFor,
  signInShopper,
  unexpectedProblems,
  type ApiProduct,
} from './harness/shop-api';

interface ReviewPage {
  reviews: { comment: string; rating: number }[];
}

describe('product detail', () => {
  test('shows the gallery, details, features, tabs and related products', async ({ app }) => {
    const products = await allProducts(app);
    const product =
      products.find((p) => (p.images?.gallery?.length ?? 0) > 0 && p.originalPrice && p.originalPrice > p.price) ??
      products.find((p) => (p.images?.gallery?.length ?? 0) > 0)!;
    expect(product, 'a demo product with a gallery').toBeTruthy();
    const pictures = new Set([product.images!.primary, ...product.images!.gallery!]).size;

    await app.goto(`/product/${product._id}`);
    await waitForHeading(app.page, product.name);
    const main = app.page.getByRole('main');
    expect(await app.page.title()).toBe(`${product.name} | DevShop`);
    await main.getByText(product.brand, { exact: true }).first().waitFor();
    await main.locator('.product-info').getByText(formatRwf(product.price), { exact: true }).waitFor();
    if (product.originalPrice && product.originalPrice > product.price) {
      const percent = Math.round(((product.originalPrice - product.price) / product.originalPrice) * 100);
      await main.getByText(`You save ${formatRwf(product.originalPrice - product.price)} (${percent}%)`).waitFor();
    }
    await main.getByText(/^(In Stock \(\d+ available\)|Low Stock: only \d+ left|Out of Stock)$/).waitFor();
    const features = main.getByRole('region', { name: 'Key Features' }).getByRole('listitem');
    expect(await features.count()).toBe(Math.min(5, product.features?.length ?? 0));

    // Gallery: previous/next wrap around, thumbnails pick a picture.
    const gallery = main.getByRole('group', { name: `${product.name} pictures` });
    await gallery.getByRole('img', { name: `${product.name}, picture 1 of ${pictures}` }).waitFor();
    await gallery.getByRole('button', { name: 'Next image' }).click();
    await gallery.getByRole('img', { name: `${product.name}, picture 2 of ${pictures}` }).waitFor();
    await gallery.getByRole('button', { name: 'Show picture 1' }).click();
    await gallery.getByRole('img', { name: `${product.name}, picture 1 of ${pictures}` }).waitFor();
    await gallery.getByRole('button', { name: 'Previous image' }).click();
    await gallery.getByRole('img', { name: `${product.name}, picture ${pictures} of ${pictures}` }).waitFor();
    const shown = await gallery.getByRole('img', { name: /picture/ }).evaluate((img: HTMLImageElement) => ({
      loaded: img.complete && img.naturalWidth > 0,
    }));
    expect(shown.loaded).toBe(true);

    // Tabs: Description first; arrow keys move to Reviews.
    const descriptionTab = main.getByRole('tab', { name: 'Description' });
    expect(await descriptionTab.getAttribute('aria-selected')).toBe('true');
    const firstWords = (product.description ?? '').split(/\s+/).slice(0, 6).join(' ');
    await main.getByRole('tabpanel').getByText(firstWords, { exact: false }).waitFor();
    await descriptionTab.focus();
    await app.page.keyboard.press('ArrowRight');
    const reviewsTab = main.getByRole('tab', { name: `Reviews (${product.rating?.count ?? 0})` });
    expect(await reviewsTab.getAttribute('aria-selected')).toBe('true');
    if (product.rating?.count) {
      await main.getByRole('tabpanel').getByRole('listitem').first().waitFor();
    }
    await main.getByRole('tabpanel').getByRole('link', { name: 'Sign in' }).waitFor();
    expect(await main.getByRole('button', { name: 'Write a Review' }).count()).toBe(0);

    // Related products: at most 4, linking through /products/{id} to the product.
    const related = main.getByRole('list', { name: 'Related products' }).getByTestId('product-card');
    await related.first().waitFor();
    expect(await related.count()).toBeLessThanOrEqual(4);
    const relatedLink = related.first().getByRole('heading').getByRole('link');
    const relatedName = (await relatedLink.textContent())!;
    expect(await relatedLink.getAttribute('href')).toMatch(/^\/products\/[0-9a-f]{24}$/);
    await relatedLink.click();
    await waitForHeading(app.page, relatedName);
    expect(new URL(app.page.url()).pathname).toMatch(/^\/product\/[0-9a-f]{24}$/);
    expect(unexpectedProblems(app)).toEqual([]);
  });

  test('sends the view 2 seconds after opening, and Add to Cart is disabled when out of stock', async ({ app }) => {
    const products = await allProducts(app);
    const soldOut = products.find((p) => available(p) <= 0)!;
    const opened = Date.now();
    const view = app.page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().endsWith(`/api/v1/products/${soldOut._id}/view`),
      { timeout: 8000 },
    );
    await app.goto(`/product/${soldOut._id}`);
    await waitForHeading(app.page, soldOut.name);
    const main = app.page.getByRole('main');
    expect(await main.locator('.product-info').getByRole('button', { name: 'Add to Cart' }).isDisabled()).toBe(true);
    await main.locator('.product-info').getByText('Out of Stock').waitFor();
    await view;
    expect(Date.now() - opened).toBeGreaterThanOrEqual(1900);
    expect(unexpectedProblems(app)).toEqual([]);
  });

  test("an unknown product shows 'Product not found' with a way back", async ({ app }) => {
    await app.goto('/product/ffffffffffffffffffffffff');
    await waitForHeading(app.page, 'Product not found');
    await app.page.getByRole('main').getByRole('link', { name: '← Back to products' }).click();
    await waitForPath(app.page, '/products');
    await waitForHeading(app.page, 'Our Products');
    expect(unexpectedProblems(app)).toEqual([]);
  });

  test('a signed-in shopper writes a review (rating 5 by default) and sees it', async ({ open }) => {
    const probe = await open();
    const session = await signInShopper(probe);
    const products = await allProducts(probe);
    const product = products.find((p) => p.category === 'monitors') as ApiProduct;
    const app = await open({ storage: sessionStorageFor(session) });
    await app.goto(`/product/${product._id}`);
    await waitForHeading(app.page, product.name);
    const main = app.page.getByRole('main');
    await main.getByRole('tab', { name: /^Reviews/ }).click();
    await main.getByRole('button', { name: 'Write a Review' }).click();
    const form = main.getByRole('form', { name: 'Write a Review' });
    expect(await form.getByRole('radio', { name: '5 stars' }).isChecked()).toBe(true);

    await form.getByRole('button', { name: 'Submit Review' }).click();
    await form.getByText('Please write a comment').waitFor();

    const comment = `Crisp text for long coding sessions (${Date.now()})`;
    await form.getByRole('radio', { name: '4 stars' }).check({ force: true });
    await form.getByLabel('Your review').fill(comment);
    await form.getByRole('button', { name: 'Submit Review' }).click();
    await main.getByText('Review submitted successfully!').waitFor();
    const mine = main.getByRole('listitem').filter({ hasText: comment });
    await mine.waitFor();
    await mine.getByRole('img', { name: 'Rated 4 out of 5' }).waitFor();

    const stored = await apiData<ReviewPage>(app, `/products/${product._id}/reviews?limit=50`);
    expect(stored.reviews.find((r) => r.comment === comment)?.rating).toBe(4);
    expect(unexpectedProblems(app)).toEqual([]);
  });

  test('a refused review ends the session and goes to /login', async ({ open }) => {
    const probe = await open();
    const session = await signInShopper(probe);
    const product = (await allProducts(probe)).find((p) => p.category === 'keyboards')!;
    const app = await open({ storage: sessionStorageFor(session) });
    await app.page.route(
      (url) => url.pathname === `/api/v1/products/${product._id}/reviews`,
      (route) =>
        route.request().method() === 'POST'
          ? route.fulfill({ status: 403, json: { success: false, message: 'Forbidden' } })
          : route.continue(),
    );
    await app.goto(`/product/${product._id}`);
    const main = app.page.getByRole('main');
    await main.getByRole('tab', { name: /^Reviews/ }).click();
    await main.getByRole('button', { name: 'Write a Review' }).click();
    await main.getByLabel('Your review').fill('Good keyboard');
    await main.getByRole('button', { name: 'Submit Review' }).click();
    await waitForPath(app.page, '/login');
    const stored = await app.page.evaluate(() => [
      localStorage.getItem('accessToken'),
      localStorage.getItem('refreshToken'),
      localStorage.getItem('user'),
    ]);
    expect(stored).toEqual([null, null, null]);
  });

  test('a review that fails for another reason says so', async ({ open }) => {
    const probe = await open();
    const session = await signInShopper(probe);
    const product = (await allProducts(probe)).find((p) => p.category === 'audio')!;
    const app = await open({ storage: sessionStorageFor(session) });
    await app.page.route(
      (url) => url.pathname === `/api/v1/products/${product._id}/reviews`,
      (route) =>
        route.request().method() === 'POST'
          ? route.fulfill({ status: 500, json: { success: false, message: 'boom' } })
          : route.continue(),
    );
    await app.goto(`/product/${product._id}`);
    const main = app.page.getByRole('main');
    await main.getByRole('tab', { name: /^Reviews/ }).click();
    await main.getByRole('button', { name: 'Write a Review' }).click();
    await main.getByLabel('Your review').fill('Nice sound');
    await main.getByRole('button', { name: 'Submit Review' }).click();
    await main.getByRole('alert').getByText('Failed to submit review. Please try again.').waitFor();
    expect(unexpectedProblems(app)).toEqual([]);
  });
});
