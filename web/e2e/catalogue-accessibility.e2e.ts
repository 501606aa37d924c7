import { viewports } from './harness/browser';
import { describe, expect, test } from './harness/fixtures';
import { waitForHeading } from './harness/navigation';
import { listProducts, seriousViolations, sessionStorageFor, signInShopper } from './harness/shop-api';

describe('catalogue accessibility', () => {
  test('axe finds no serious or critical violations on home, listing, search and detail', async ({ app }) => {
    const product = (await listProducts(app, 'category=monitors')).products[0]!;
    await app.goto('/');
    await app.page.getByTestId('product-card').first().waitFor();
    expect(await seriousViolations(app.page), '/').toEqual([]);

    await app.page.getByRole('button', { name: 'Open chat assistant' }).click();
    await app.page.getByRole('log').waitFor();
    expect(await seriousViolations(app.page), '/ with the chat open').toEqual([]);

    for (const path of ['/products', '/products/keyboards?brand=Keychron', '/search?q=mouse', '/search?q=zzqx']) {
      await app.goto(path);
      await app.page.getByTestId('product-card').first().or(app.page.getByText(/No (products|results) found/)).waitFor();
      expect(await seriousViolations(app.page), path).toEqual([]);
    }

    await app.goto(`/product/${product._id}`);
    await waitForHeading(app.page, product.name);
    await app.page.getByRole('list', { name: 'Related products' }).waitFor();
    expect(await seriousViolations(app.page), '/product/{id}').toEqual([]);
    await app.page.getByRole('tab', { name: /^Reviews/ }).click();
    expect(await seriousViolations(app.page), '/product/{id} reviews').toEqual([]);
  });

  test('and none on a phone, or signed in with the review form and the wishlist', async ({ open }) => {
    const phone = await open({ viewport: viewports.phone });
    await phone.goto('/products');
    await phone.page.getByTestId('product-card').first().waitFor();
    expect(await seriousViolations(phone.page), '/products on a phone').toEqual([]);

    const session = await signInShopper(phone);
    const product = (await listProducts(phone, 'category=audio')).products[0]!;
    const app = await open({ storage: sessionStorageFor(session) });
    await app.goto(`/product/${product._id}`);
    await app.page.getByRole('tab', { name: /^Reviews/ }).click();
    await app.page.getByRole('button', { name: 'Write a Review' }).click();
    expect(await seriousViolations(app.page), 'review form').toEqual([]);
    await app.goto('/wishlist');
    await app.page.getByText(/items? saved|Your wishlist is empty/).first().waitFor();
    expect(await seriousViolations(app.page), '/wishlist').toEqual([]);
  });
});
