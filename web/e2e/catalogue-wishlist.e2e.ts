import { formatRwf } from '@shop/domain';
import { describe, expect, test } from './harness/fixtures';
import { waitForHeading, waitForPath } from './harness/navigation';
import {
  allProducts,
  apiCall,
  apiData,
  available,
  listProducts,
  sessionStorageFor,
  signInShopper,
  unexpectedProblems,
} from './harness/shop-api';

interface WishlistData {
  items: { product: { _id: string } }[];
}

describe('wishlist', () => {
  test('visitors are asked to sign in, and a heart says Authentication required', async ({ app }) => {
    await app.goto('/wishlist');
    await waitForHeading(app.page, 'My Wishlist');
    const main = app.page.getByRole('main');
    await main.getByRole('heading', { name: 'Please Sign In' }).waitFor();
    await main.getByText('You need to be logged in to view your wishlist').waitFor();

    const first = (await listProducts(app, 'category=keyboards')).products[0]!;
    await app.goto('/products/keyboards');
    await main.getByRole('button', { name: `Add ${first.name} to wishlist` }).click();
    await app.page.getByTestId('toast').getByText('Authentication required').waitFor();
    expect(unexpectedProblems(app)).toEqual([]);
  });

  test('a shopper saves products from cards and manages them on the wishlist page', async ({ open }) => {
    const probe = await open();
    const session = await signInShopper(probe);
    await apiCall(probe, 'DELETE', '/wishlist', session.accessToken);
    const products = await allProducts(probe);
    const discounted = products.find((p) => p.category === 'keyboards' && p.originalPrice && p.originalPrice > p.price && available(p) > 0)
      ?? products.find((p) => p.originalPrice && p.originalPrice > p.price && available(p) > 0)!;
    const soldOut = products.find((p) => available(p) <= 0)!;

    const app = await open({ storage: sessionStorageFor(session) });
    await app.goto('/wishlist');
    const main = app.page.getByRole('main');
    await main.getByRole('heading', { name: 'Your wishlist is empty' }).waitFor();
    await main.getByText('Start adding products to your wishlist by clicking the heart icon on any product.').waitFor();
    await main.getByRole('link', { name: 'Start Shopping' }).waitFor();

    // Save one product from its card.
    await app.goto(`/products?search=${encodeURIComponent(discounted.name)}`);
    const card = main.getByTestId('product-card').filter({ hasText: discounted.name }).first();
    await card.getByRole('button', { name: `Add ${discounted.name} to wishlist` }).click();
    await app.page.getByTestId('toast').getByText('Added to wishlist').waitFor();
    await card.getByRole('button', { name: `Remove ${discounted.name} from wishlist` }).waitFor();
    const saved = await apiData<WishlistData>(app, '/wishlist', session.accessToken);
    expect(saved.items.map((i) => i.product._id)).toEqual([discounted._id]);

    await app.page.getByRole('banner').getByRole('link', { name: 'Wishlist' }).click();
    await waitForPath(app.page, '/wishlist');
    await main.getByText('1 item saved').waitFor();
    const entry = main.getByTestId('wishlist-card').filter({ hasText: discounted.name });
    const percent = Math.round(((discounted.originalPrice! - discounted.price) / discounted.originalPrice!) * 100);
    await entry.getByText(`-${percent}% OFF`).waitFor();
    await entry.getByText(formatRwf(discounted.price), { exact: true }).waitFor();
    await entry.locator('s').getByText(formatRwf(discounted.originalPrice!)).waitFor();
    await entry.getByText('In Stock', { exact: true }).waitFor();
    await entry.getByText(/Added \w+ \d{1,2}, \d{4}/).waitFor();
    expect(await entry.getByRole('link', { name: discounted.name }).getAttribute('href')).toBe(`/product/${discounted._id}`);

    // A sold-out product saved elsewhere: shown, but skipped by Add All to Cart.
    await apiCall(app, 'POST', `/products/${soldOut._id}/wishlist`, session.accessToken);
    await app.page.reload();
    await main.getByText('2 items saved').waitFor();
    const outEntry = main.getByTestId('wishlist-card').filter({ hasText: soldOut.name });
    await outEntry.getByText('Out of Stock').first().waitFor();
    expect(await outEntry.getByRole('button', { name: /Add to Cart/ }).isDisabled()).toBe(true);

    await main.getByRole('button', { name: 'Add All to Cart' }).click();
    await app.page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' }).waitFor();
    const cart = await app.page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? 'null'));
    expect(cart.items.map((i: { originalId: string }) => i.originalId)).toEqual([discounted._id]);

    await outEntry.getByRole('button', { name: `Remove ${soldOut.name} from wishlist` }).click();
    await main.getByText('1 item saved').waitFor();
    await main.getByRole('button', { name: 'Clear Wishlist' }).click();
    await main.getByRole('heading', { name: 'Your wishlist is empty' }).waitFor();
    expect((await apiData<WishlistData>(app, '/wishlist', session.accessToken)).items).toEqual([]);
    expect(unexpectedProblems(app)).toEqual([]);
  });

  test('a wishlist that fails to load offers Try Again', async ({ open }) => {
    const probe = await open();
    const session = await signInShopper(probe);
    const app = await open({ storage: sessionStorageFor(session) });
    let fail = true;
    await app.page.route(
      (url) => url.pathname === '/api/v1/wishlist',
      (route) => (fail ? route.fulfill({ status: 500, json: { success: false, message: 'Failed to fetch wishlist' } }) : route.continue()),
    );
    await app.goto('/wishlist');
    const main = app.page.getByRole('main');
    await main.getByText('Failed to fetch wishlist').waitFor();
    fail = false;
    await main.getByRole('button', { name: 'Try Again' }).click();
    await main.getByRole('heading', { name: 'Your wishlist is empty' }).or(main.getByText(/items? saved/)).waitFor();
    expect(unexpectedProblems(app)).toEqual([]);
  });
});
