import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { registerWithApi, sessionStorageFor, signInWithApi, type ApiSession } from './harness/accounts';
import { answerConfirmation } from './harness/admin';
import type { AppSession, SessionOptions } from './harness/browser';
import { describe, expect, test } from './harness/fixtures';
import { waitForHeading } from './harness/navigation';
import { apiData, listProducts, seriousViolations, unexpectedProblems, type ApiProduct } from './harness/shop-api';
import { workerShop } from './harness/worker-shop';

/** /admin/reviews end to end: a shopper's review found by search and filters, deleted, and the product's rating follows. */

let admin: Promise<ApiSession> | null = null;
const adminSession = () => (admin ??= signInWithApi(workerShop().baseUrl, 'admin'));

async function openReviews(open: (options?: SessionOptions) => Promise<AppSession>): Promise<AppSession> {
  const app = await open({ storage: sessionStorageFor(await adminSession()) });
  await app.goto('/admin/reviews');
  await waitForHeading(app.page, 'Review Management');
  return app;
}

const rows = (page: Page) => page.getByRole('main').getByTestId('admin-review-row');
const resultLine = (page: Page) => page.getByRole('main').locator('.admin-result-line');

/** A new shopper writes a review of `product` through the API; resolves with its unique word. */
async function writeReview(app: AppSession, product: ApiProduct, rating: number): Promise<{ word: string; shopper: ApiSession }> {
  const shopper = await registerWithApi(workerShop().baseUrl, { firstName: 'Reviewing', lastName: 'Shopper' });
  const word = `zephyr${randomUUID().slice(0, 8)}`;
  const response = await app.context.request.post(app.url(`/api/v1/products/${product._id}/reviews`), {
    headers: { Authorization: `Bearer ${shopper.accessToken}` },
    data: { rating, comment: `Solid build, ${word} would buy again.` },
  });
  expect(response.status()).toBe(201);
  return { word, shopper };
}

const ratingCount = async (app: AppSession, id: string) => (await apiData<ApiProduct>(app, `/products/${id}`)).rating?.count ?? 0;

describe('admin reviews', () => {
  test("a shopper's review is found by search, rating and product, deleted after a confirm, and the product's rating count drops", async ({ open }) => {
    const app = await openReviews(open);
    const page = app.page;
    const main = page.getByRole('main');
    const product = (await listProducts(app, 'limit=1&page=1')).products[0]!;
    const before = await ratingCount(app, product._id);
    const { word, shopper } = await writeReview(app, product, 2);
    expect(await ratingCount(app, product._id)).toBe(before + 1);

    const searches: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/v1/admin/reviews' && url.searchParams.has('search')) searches.push(url.searchParams.get('search')!);
    });
    await main.getByLabel('Search reviews').pressSequentially(word, { delay: 20 });
    await resultLine(page).getByText('Showing 1–1 of 1 review').waitFor();
    expect(searches).toEqual([word]);
    const row = rows(page).first();
    await row.getByRole('rowheader').getByRole('link', { name: product.name }).waitFor();
    await row.getByText('Reviewing Shopper', { exact: true }).waitFor();
    await row.getByText(shopper.user.email, { exact: true }).waitFor();
    await row.getByRole('img', { name: '2 out of 5 stars' }).waitFor();
    await row.getByText(`Solid build, ${word} would buy again.`).waitFor();
    await row.locator('td[data-label="Posted"]').getByText('just now').waitFor();

    // The rating filter narrows at once; the product filter too.
    await main.getByLabel('Rating').selectOption('5');
    await main.getByRole('heading', { name: 'No reviews found' }).waitFor();
    await main.getByLabel('Rating').selectOption('2');
    await row.waitFor();
    await main.getByLabel('Product').selectOption(product._id);
    await resultLine(page).getByText('Showing 1–1 of 1 review').waitFor();
    await resultLine(page).getByText('Filters applied').waitFor();

    await row.getByRole('button', { name: 'Delete review by Reviewing Shopper' }).click();
    expect(await answerConfirmation(page, 'cancel')).toEqual({
      title: 'Delete this review by Reviewing Shopper?',
      text: `Are you sure you want to delete this review? It leaves “${product.name}” at once and the product’s rating is counted again without it.`,
    });
    expect(await rows(page).count()).toBe(1);

    await row.getByRole('button', { name: 'Delete review by Reviewing Shopper' }).click();
    await answerConfirmation(page, { confirm: 'Delete review' });
    await main.getByRole('heading', { name: 'No reviews found' }).waitFor();
    await page.getByTestId('toast').getByText('Review deleted').waitFor();
    expect(await ratingCount(app, product._id)).toBe(before);

    await main.getByRole('button', { name: 'Clear Filters' }).click();
    await rows(page).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(unexpectedProblems(app)).toEqual([]);
  });

  test("failures tell the admin: 'Failed to delete review' and 'Failed to fetch reviews'", async ({ open }) => {
    const app = await openReviews(open);
    const page = app.page;
    const main = page.getByRole('main');
    const product = (await listProducts(app, 'limit=1&page=2')).products[0]!;
    const { word } = await writeReview(app, product, 4);
    await main.getByLabel('Search reviews').fill(word);
    await resultLine(page).getByText('Showing 1–1 of 1 review').waitFor();

    await page.route('**/api/v1/admin/products/*/reviews/*', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'The catalogue is unavailable' }) }),
    );
    await rows(page).first().getByRole('button', { name: /^Delete/ }).click();
    await answerConfirmation(page, { confirm: 'Delete review' });
    await main.getByRole('alert').getByText('Failed to delete review: The catalogue is unavailable').waitFor();
    expect(await rows(page).count()).toBe(1);

    await page.route('**/api/v1/admin/reviews?*', (route) => route.abort());
    await main.getByLabel('Rating').selectOption('4');
    await main.getByRole('alert').getByRole('heading', { name: 'Failed to fetch reviews' }).waitFor();
    await page.unroute('**/api/v1/admin/reviews?*');
    await main.getByRole('button', { name: 'Try Again' }).click();
    await resultLine(page).getByText('Showing 1–1 of 1 review').waitFor();
  });

  test("a shopper sees 'Access Denied' and no review is requested", async ({ open }) => {
    const shopper = await registerWithApi(workerShop().baseUrl);
    const app = await open({ storage: sessionStorageFor(shopper) });
    const calls: string[] = [];
    app.page.on('request', (request) => {
      if (request.url().includes('/api/v1/admin/')) calls.push(request.url());
    });
    await app.goto('/admin/reviews');
    await app.page.getByRole('main').getByRole('heading', { name: 'Access Denied' }).waitFor();
    expect(calls).toEqual([]);
  });
});
