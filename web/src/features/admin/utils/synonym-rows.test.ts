import { SEARCH_SYNONYM_LIMITS, SEARCH_SYNONYM_MESSAGES, searchSynonymsSchema } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { speak } from '@/lib/i18n/testing/speak';
import { checkRows, rowsOf, serverErrorsOf, storedWord, SYNONYM_LIMITS, termsOf, type SynonymRow } from './synonym-rows';

beforeAll(() => speak('en'));
afterAll(() => speak('en'));

let key = 100;
const row = (word: string, terms: string): SynonymRow => ({ key: ++key, word, terms });
const long = 'x'.repeat(SEARCH_SYNONYM_LIMITS.length + 1);

/** The server's field errors for a body, as the gateway words them (dotted paths). */
function refusalsOf(body: unknown) {
  const parsed = searchSynonymsSchema.safeParse(body);
  if (parsed.success) throw new Error('the contract accepted the body');
  return parsed.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

describe('the synonym table’s limits', () => {
  it('are the contract’s', () => {
    expect(SYNONYM_LIMITS).toEqual(SEARCH_SYNONYM_LIMITS);
  });
});

describe('terms typed as comma-separated text', () => {
  it('are trimmed, blanks dropped, each kept once whatever its capitals', () => {
    expect(termsOf(' keyboard , , Keyboard,keycaps ,')).toEqual(['keyboard', 'keycaps']);
    expect(termsOf('  ')).toEqual([]);
  });

  it('come back from the stored table joined with commas', () => {
    expect(rowsOf([{ word: 'clavier', terms: ['keyboard', 'keycaps'] }]).map(({ word, terms }) => ({ word, terms }))).toEqual([
      { word: 'clavier', terms: 'keyboard, keycaps' },
    ]);
  });
});

describe('checking the rows before a save', () => {
  it('sends every filled row, trimmed, in order, and leaves out rows left blank', () => {
    const rows = [row(' clavier ', 'keyboard, keycaps'), row('', ' , '), row('mudasobwa', 'laptop')];
    const checked = checkRows(rows);
    expect(checked).toEqual({
      ok: true,
      body: {
        synonyms: [
          { word: 'clavier', terms: ['keyboard', 'keycaps'] },
          { word: 'mudasobwa', terms: ['laptop'] },
        ],
      },
      sentKeys: [rows[0]!.key, rows[2]!.key],
    });
    if (checked.ok) expect(searchSynonymsSchema.safeParse(checked.body).success).toBe(true);
  });

  it('refuses what the server refuses, under the field concerned', () => {
    const rows = [
      row('-', 'mouse'),
      row('tapis souris', 'mousepad'),
      row(long, 'monitor'),
      row('souris', ''),
      row('ecran', 'a, b, c, d, e, f'),
      row('imbeba', 'mouse, mouse pad'),
      row('isaha', `watch, ${long}`),
    ];
    const checked = checkRows(rows);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(Object.values(checked.errors.rows)).toEqual([
      { word: 'Type the word shoppers search for' },
      { word: 'One word only: letters and digits, without spaces or hyphens' },
      { word: 'At most 40 characters' },
      { terms: 'Give between 1 and 5 catalogue terms' },
      { terms: 'Give between 1 and 5 catalogue terms' },
      { terms: 'Each term is one word: letters and digits, without spaces or hyphens' },
      { terms: 'Each term has at most 40 characters' },
    ]);
    // The contract's schema catches the limits; the one-word rule is the catalog's own.
    const body = { synonyms: rows.map((r) => ({ word: r.word, terms: termsOf(r.terms) })) };
    expect(new Set(refusalsOf(body).map((refusal) => refusal.path.split('.')[1]))).toEqual(new Set(['2', '3', '4', '6']));
  });

  it('takes a word with accents, capitals or stray punctuation as the one word it is', () => {
    expect(checkRows([row('Écran!', 'Monitor'), row('T-shirt', 'shirt')]).ok).toBe(false);
    expect(checkRows([row('Écran!', 'Monitor')]).ok).toBe(true);
  });

  it('refuses a word typed twice, accents and capitals aside, since the server keeps one entry per word', () => {
    const rows = [row('Écran', 'monitor'), row('ecran ', 'screen')];
    const checked = checkRows(rows);
    expect(storedWord('Écran')).toBe('ecran');
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.errors.rows).toEqual({ [rows[1]!.key]: { word: 'This word is already in the table (accents and capitals aside)' } });
  });

  it('refuses more rows than the table holds', () => {
    const rows = Array.from({ length: SEARCH_SYNONYM_LIMITS.entries + 1 }, (_, i) => row(`word${i}`, 'term'));
    const checked = checkRows(rows);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.errors.table).toEqual(['The table holds at most 500 synonyms: remove some rows.']);
    expect(checkRows(rows.slice(1)).ok).toBe(true);
  });

  it('speaks the admin’s language', async () => {
    await speak('fr');
    const checked = checkRows([row('souris', '')]);
    expect(checked.ok ? null : Object.values(checked.errors.rows)).toEqual([{ terms: 'Indiquez entre 1 et 5 termes du catalogue' }]);
    await speak('en');
  });
});

describe('the server’s refusals', () => {
  it('show under the row that was sent at that place, in the shop’s words rather than the contract’s English', () => {
    const sentKeys = [7, 9, 11];
    const refusals = refusalsOf({
      synonyms: [
        { word: 'clavier', terms: ['keyboard'] },
        { word: ' ', terms: [] },
        { word: 'ecran', terms: ['monitor', long] },
      ],
    });
    expect(serverErrorsOf(refusals, sentKeys)).toEqual({
      rows: {
        9: { word: 'Type the word shoppers search for', terms: 'Give between 1 and 5 catalogue terms' },
        11: { terms: 'Each term has at most 40 characters' },
      },
      table: [],
    });
  });

  it('name too long a word as a word, and too many rows for the whole table', () => {
    const errors = serverErrorsOf(
      [
        { path: 'synonyms.0.word', message: SEARCH_SYNONYM_MESSAGES.tooLong },
        { path: 'synonyms', message: SEARCH_SYNONYM_MESSAGES.tooMany },
      ],
      [1],
    );
    expect(errors.rows).toEqual({ 1: { word: 'At most 40 characters' } });
    expect(errors.table).toEqual(['The table holds at most 500 synonyms: remove some rows.']);
  });

  it('of every kind the contract names read in the shop’s words, whichever field they concern', () => {
    for (const message of Object.values(SEARCH_SYNONYM_MESSAGES)) {
      const errors = serverErrorsOf(
        [
          { path: 'synonyms.0.word', message },
          { path: 'synonyms.0.terms.2', message },
          { path: 'synonyms', message },
        ],
        [1],
      );
      expect([errors.rows[1]?.word, errors.rows[1]?.terms, ...errors.table], message).not.toContain(message);
    }
  });

  it('keep a message of their own as the server wrote it, on the row or else for the whole table', () => {
    const errors = serverErrorsOf(
      [
        { path: 'synonyms.0.word', message: 'Already a word of the catalogue' },
        { path: 'synonyms.5.word', message: 'Out of range' },
        { path: '(root)', message: 'Malformed table' },
      ],
      [3],
    );
    expect(errors).toEqual({ rows: { 3: { word: 'Already a word of the catalogue' } }, table: ['Out of range', 'Malformed table'] });
  });
});
