import { searchSynonymsSchema, type SearchSynonym } from '@shop/contracts';
import type { Page, Route } from 'playwright-core';

/** A canned answer for the next PUT, instead of storing the table. */
export type PutAnswer = { status: number; body: Record<string, unknown> } | 'abort';

/** GET and PUT /api/v1/admin/search/synonyms as the page sees them, with what was asked. */
export interface FakeSynonymApi {
  stored: () => SearchSynonym[];
  /** The bodies of the PUTs, in order. */
  puts: unknown[];
  gets: () => number;
  /** Answers the next PUT with `answer` rather than storing it. */
  answerNextPut(answer: PutAnswer): void;
  /** Answers every GET with a 500 until called with false. */
  failGets(fail: boolean): void;
}

/** A word or term as the catalog stores it: one search word, lower case, without accents. */
const stored = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * The synonym endpoints, answered in the page as the contract describes them (envelope,
 * 400 with field errors, the table stored with its words normalised and sorted). The catalog's
 * own endpoints can replace this once they are served.
 */
export async function fakeSynonymApi(page: Page, initial: SearchSynonym[]): Promise<FakeSynonymApi> {
  let table = initial;
  let gets = 0;
  let failing = false;
  const puts: unknown[] = [];
  const answers: PutAnswer[] = [];
  const ok = (route: Route, synonyms: SearchSynonym[]) => route.fulfill({ status: 200, json: { success: true, data: { synonyms } } });

  await page.route('**/api/v1/admin/search/synonyms', async (route) => {
    const request = route.request();
    if (request.method() === 'GET') {
      gets += 1;
      return failing ? route.fulfill({ status: 500, json: { success: false, message: 'The catalogue is unavailable' } }) : ok(route, table);
    }
    const body: unknown = request.postDataJSON();
    puts.push(body);
    const answer = answers.shift();
    if (answer === 'abort') return route.abort();
    if (answer) return route.fulfill({ status: answer.status, json: answer.body });
    const parsed = searchSynonymsSchema.safeParse(body);
    if (!parsed.success) {
      const errors = parsed.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
      return route.fulfill({ status: 400, json: { success: false, message: 'Validation failed', errors } });
    }
    table = parsed.data.synonyms
      .map(({ word, terms }) => ({ word: stored(word), terms: [...new Set(terms.map(stored))] }))
      .sort((a, b) => (a.word < b.word ? -1 : 1));
    return ok(route, table);
  });

  return {
    stored: () => table,
    puts,
    gets: () => gets,
    answerNextPut: (answer) => void answers.push(answer),
    failGets: (fail) => void (failing = fail),
  };
}
