import { sessionStorageFor, signInWithApi } from './harness/accounts';
import { describe, expect, test } from './harness/fixtures';
import { waitForHeading, waitForPath } from './harness/navigation';
import { apiData, cardNames, unexpectedProblems, type ApiProductPage } from './harness/shop-api';
import { workerShop } from './harness/worker-shop';

const search = (app: Parameters<typeof apiData>[0], query: string) => apiData<ApiProductPage>(app, `/products/search?${query}`);

describe('search that forgives typos and speaks three languages', () => {
  for (const [typed, meant] of [
    ['keybord', 'keyboard'],
    ['moniter', 'monitor'],
    ['headphnes', 'headphones'],
  ] as const) {
    test(`"${typed}" from the header finds what "${meant}" finds, says so, and offers the words as typed`, async ({ app }) => {
      const expected = await search(app, `search=${meant}`);
      expect(expected.products.length).toBeGreaterThan(0);
      await app.goto('/');
      const box = app.page.getByRole('banner').getByRole('searchbox', { name: 'Search products' });
      await box.fill(typed);
      await box.press('Enter');
      await waitForPath(app.page, `/search?q=${typed}`);
      await waitForHeading(app.page, 'Search Results');
      const main = app.page.getByRole('main');
      await main.getByText('Showing results for').waitFor();
      expect(await main.locator('.search-correction-used b').textContent()).toBe(meant);
      await expect.poll(() => cardNames(app.page)).toEqual(expected.products.map((p) => p.name));

      await main.getByRole('link', { name: `Search instead for ${typed}` }).click();
      await waitForPath(app.page, `/search?q=${typed}&exact=true`);
      await main.getByText(/No (products|results) found/).first().waitFor();
      expect(await main.getByText('Showing results for').count()).toBe(0);
      expect(unexpectedProblems(app)).toEqual([]);
    });
  }

  for (const [word, term] of [
    ['clavier', 'keyboard'],
    ['mudasobwa', 'laptop'],
  ] as const) {
    test(`the ${word === 'clavier' ? 'French' : 'Kinyarwanda'} word "${word}" finds what "${term}" finds`, async ({ app }) => {
      const expected = await search(app, `search=${term}`);
      expect(expected.products.length).toBeGreaterThan(0);
      await app.goto(`/search?q=${word}`);
      await waitForHeading(app.page, 'Search Results');
      await expect.poll(() => cardNames(app.page)).toEqual(expected.products.map((p) => p.name));
      expect(await app.page.getByRole('main').getByText('Showing results for').count()).toBe(0);
      expect(unexpectedProblems(app)).toEqual([]);
    });
  }

  test('a synonym the admin adds on /admin/search is what the next search finds', async ({ open }) => {
    const admin = await signInWithApi(workerShop().baseUrl, 'admin');
    const app = await open({ storage: sessionStorageFor(admin) });
    type Table = { synonyms: Array<{ word: string; terms: string[] }> };
    const before = await apiData<Table>(app, '/admin/search/synonyms', admin.accessToken);
    try {
      expect((await search(app, 'search=tastatur')).products).toEqual([]);
      await app.goto('/admin/search');
      await waitForHeading(app.page, 'Search Synonyms');
      const main = app.page.getByRole('main');
      const rows = main.getByTestId('synonym-row');
      await expect.poll(() => rows.count()).toBe(before.synonyms.length);
      await main.getByRole('button', { name: 'Add synonym' }).click();
      const row = before.synonyms.length + 1;
      await main.getByLabel(`Word in row ${row}`, { exact: true }).fill('Tastatur');
      await main.getByLabel(`Catalogue terms in row ${row}`, { exact: true }).fill('keyboard');
      await main.getByRole('button', { name: 'Save', exact: true }).click();
      await main.getByRole('status').getByText('Synonyms saved.').waitFor();

      const keyboards = await search(app, 'search=keyboard');
      await app.goto('/search?q=tastatur');
      await waitForHeading(app.page, 'Search Results');
      await expect.poll(() => cardNames(app.page)).toEqual(keyboards.products.map((p) => p.name));
      expect(unexpectedProblems(app)).toEqual([]);
    } finally {
      // The worker's shop is shared: its table is put back for the tests after this one.
      const restored = await app.context.request.put(app.url('/api/v1/admin/search/synonyms'), {
        headers: { Authorization: `Bearer ${admin.accessToken}` },
        data: before,
      });
      expect(restored.ok()).toBe(true);
    }
  });
});
