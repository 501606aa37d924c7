import { SEARCH_SYNONYM_MESSAGES } from '@shop/contracts';
import type { Page } from 'playwright-core';
import { sessionStorageFor, signInWithApi, type ApiSession } from './harness/accounts';
import type { AppSession, SessionOptions } from './harness/browser';
import { describe, expect, test } from './harness/fixtures';
import { waitForHeading } from './harness/navigation';
import { seriousViolations, unexpectedProblems } from './harness/shop-api';
import { fakeSynonymApi, type FakeSynonymApi } from './harness/synonym-api';
import { workerShop } from './harness/worker-shop';

/**
 * /admin/search: the admin edits the search synonym table and saves it whole. The synonym
 * endpoints are answered in the page, as the contract describes them (harness/synonym-api.ts).
 */

let admin: Promise<ApiSession> | null = null;
const adminSession = () => (admin ??= signInWithApi(workerShop().baseUrl, 'admin'));

const SEEDED = [
  { word: 'clavier', terms: ['keyboard'] },
  { word: 'ecran', terms: ['monitor'] },
  { word: 'souris', terms: ['mouse'] },
];

async function openSynonyms(
  open: (options?: SessionOptions) => Promise<AppSession>,
  seeded = SEEDED,
): Promise<{ app: AppSession; api: FakeSynonymApi }> {
  const app = await open({ storage: sessionStorageFor(await adminSession()) });
  const api = await fakeSynonymApi(app.page, seeded);
  await app.goto('/admin/search');
  await waitForHeading(app.page, 'Search Synonyms');
  return { app, api };
}

const main = (page: Page) => page.getByRole('main');
const word = (page: Page, row: number) => main(page).getByLabel(`Word in row ${row}`, { exact: true });
const terms = (page: Page, row: number) => main(page).getByLabel(`Catalogue terms in row ${row}`, { exact: true });
const rows = (page: Page) => main(page).getByTestId('synonym-row');
const save = (page: Page) => main(page).getByRole('button', { name: 'Save', exact: true });
const alert = (page: Page) => main(page).getByRole('alert');

/** The table as the page shows it: word → terms text. */
async function shownTable(page: Page): Promise<string[]> {
  const shown: string[] = [];
  for (let row = 1; row <= (await rows(page).count()); row += 1) shown.push(`${await word(page, row).inputValue()} → ${await terms(page, row).inputValue()}`);
  return shown;
}

describe('admin search synonyms', () => {
  test('the admin edits, removes and adds synonyms, saves the whole table, and sees it as stored', async ({ open }) => {
    const { app, api } = await openSynonyms(open);
    const page = app.page;
    await main(page).getByText('When a shopper searches for a word on the left, the shop also looks for the terms on the right.').waitFor();
    await word(page, 3).waitFor();
    expect(await shownTable(page)).toEqual(['clavier → keyboard', 'ecran → monitor', 'souris → mouse']);
    await main(page).getByText('3 synonyms (at most 500)').waitFor();

    await terms(page, 2).fill('monitor, screen');
    await main(page).getByRole('button', { name: 'Remove row 3' }).click();
    expect(await rows(page).count()).toBe(2);
    await main(page).getByRole('button', { name: 'Add synonym' }).click();
    // The new row takes the caret, so the admin types its word at once.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Word in row 3');
    await page.keyboard.type('Mudasobwa');
    await terms(page, 3).fill(' laptop , notebook,');

    await save(page).click();
    await main(page).getByRole('status').getByText('Synonyms saved.').waitFor();
    expect(api.puts).toEqual([
      {
        synonyms: [
          { word: 'clavier', terms: ['keyboard'] },
          { word: 'ecran', terms: ['monitor', 'screen'] },
          { word: 'Mudasobwa', terms: ['laptop', 'notebook'] },
        ],
      },
    ]);
    // The table as the server stored it: the new word in lower case.
    await expect.poll(() => shownTable(page)).toEqual(['clavier → keyboard', 'ecran → monitor, screen', 'mudasobwa → laptop, notebook']);

    // Typing again takes the 'saved' line away: it spoke of the table before the change.
    await terms(page, 1).fill('keyboard, keycaps');
    expect(await main(page).getByText('Synonyms saved.').count()).toBe(0);

    await app.goto('/admin/search');
    await word(page, 3).waitFor();
    expect(await shownTable(page)).toEqual(['clavier → keyboard', 'ecran → monitor, screen', 'mudasobwa → laptop, notebook']);
    expect(await seriousViolations(page)).toEqual([]);
    expect(unexpectedProblems(app)).toEqual([]);
  });

  test('rows the server would refuse are shown under their fields and nothing is sent; the server’s refusals land on their rows', async ({ open }) => {
    const { app, api } = await openSynonyms(open, [{ word: 'clavier', terms: ['keyboard'] }]);
    const page = app.page;
    await word(page, 1).waitFor();
    await main(page).getByRole('button', { name: 'Add synonym' }).click();
    await word(page, 2).fill('tapis souris');
    await main(page).getByRole('button', { name: 'Add synonym' }).click();
    await word(page, 3).fill('Clavier');
    await terms(page, 3).fill('keycaps');

    await save(page).click();
    await alert(page).getByText('Nothing was saved: please correct the highlighted rows.').waitFor();
    await main(page).getByText('One word only: letters and digits, without spaces or hyphens').waitFor();
    await main(page).getByText('Give between 1 and 5 catalogue terms').waitFor();
    await main(page).getByText('This word is already in the table (accents and capitals aside)').waitFor();
    expect(api.puts).toEqual([]);
    // The caret goes to the first field to fix, which names its problem.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Word in row 2');
    expect(await word(page, 2).getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.getElementById(document.activeElement!.getAttribute('aria-describedby')!)?.textContent)).toBe(
      'One word only: letters and digits, without spaces or hyphens',
    );

    // Fixing a field takes its message away; removing a row takes its own.
    await word(page, 2).fill('imbeba');
    expect(await main(page).getByText('One word only: letters and digits, without spaces or hyphens').count()).toBe(0);
    await terms(page, 2).fill('mouse');
    await main(page).getByRole('button', { name: 'Remove row 3' }).click();
    expect(await main(page).getByText('This word is already in the table (accents and capitals aside)').count()).toBe(0);

    // A refusal only the server makes: its English message, read in the shop's words, on the row sent at that place.
    api.answerNextPut({
      status: 400,
      body: { success: false, message: 'Validation failed', errors: [{ path: 'synonyms.1.terms.0', message: SEARCH_SYNONYM_MESSAGES.oneWord }] },
    });
    await save(page).click();
    await alert(page).getByText('Nothing was saved: please correct the highlighted rows.').waitFor();
    await main(page).getByText('Each term is one word: letters and digits, without spaces or hyphens').waitFor();
    expect(await terms(page, 2).getAttribute('aria-invalid')).toBe('true');

    api.answerNextPut({ status: 503, body: { success: false, message: 'The catalogue is unavailable' } });
    await save(page).click();
    await alert(page).getByText('Failed to save synonyms: The catalogue is unavailable').waitFor();
    api.answerNextPut('abort');
    await save(page).click();
    await alert(page).getByText('Failed to save synonyms', { exact: true }).waitFor();

    await save(page).click();
    await main(page).getByRole('status').getByText('Synonyms saved.').waitFor();
    expect(api.stored()).toEqual([
      { word: 'clavier', terms: ['keyboard'] },
      { word: 'imbeba', terms: ['mouse'] },
    ]);
    expect(api.puts).toHaveLength(4);
    expect(unexpectedProblems(app).filter((problem) => !problem.includes('ERR_FAILED'))).toEqual([]);
  });

  test("a table that fails to load says 'Failed to fetch synonyms' with Try Again; an empty one offers Add synonym", async ({ open }) => {
    const app = await open({ storage: sessionStorageFor(await adminSession()) });
    const api = await fakeSynonymApi(app.page, []);
    api.failGets(true);
    await app.goto('/admin/search');
    const page = app.page;
    await alert(page).getByRole('heading', { name: 'Failed to fetch synonyms' }).waitFor();
    await alert(page).getByText('The catalogue is unavailable').waitFor();
    api.failGets(false);
    await main(page).getByRole('button', { name: 'Try Again' }).click();
    await main(page).getByRole('heading', { name: 'No synonyms yet' }).waitFor();
    await main(page).getByRole('button', { name: 'Add synonym' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Word in row 1');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
