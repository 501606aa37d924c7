import type { SEARCH_SYNONYM_LIMITS, SEARCH_SYNONYM_MESSAGES, SearchSynonym, SearchSynonyms } from '@shop/contracts';
import type { FieldError } from '@/lib/api-client';
import { translate, type MessageKey } from '@/lib/i18n/use-t';

/**
 * The contract's limits of the synonym table. Written out so that zod stays out of the admin
 * screens' code; typed by the contract's own constant, so the type check fails when they differ.
 */
export const SYNONYM_LIMITS: typeof SEARCH_SYNONYM_LIMITS = { entries: 500, terms: 5, length: 40 };

/** One row of the editor: the word as typed and its terms as comma-separated text. `key` only tells rows apart. */
export interface SynonymRow {
  key: number;
  word: string;
  terms: string;
}

/** What is wrong with a row, shown under the field it concerns. */
export interface RowErrors {
  word?: string;
  terms?: string;
}

export interface TableErrors {
  rows: Record<number, RowErrors>;
  /** A fault of the whole table (too many rows), or a server message no row claims. */
  table: string[];
}

export const noTableErrors = (): TableErrors => ({ rows: {}, table: [] });

export const hasTableErrors = (errors: TableErrors) => errors.table.length > 0 || Object.keys(errors.rows).length > 0;

let lastKey = 0;

export function blankRow(): SynonymRow {
  return { key: ++lastKey, word: '', terms: '' };
}

/** The stored table as editor rows, terms joined with ', '. */
export function rowsOf(synonyms: SearchSynonym[]): SynonymRow[] {
  return synonyms.map(({ word, terms }) => ({ key: ++lastKey, word, terms: terms.join(', ') }));
}

/** The terms of a comma-separated text: trimmed, blanks dropped, each once (case aside). */
export function termsOf(text: string): string[] {
  const seen = new Set<string>();
  return text
    .split(',')
    .map((term) => term.trim())
    .filter((term) => {
      const known = term === '' || seen.has(term.toLowerCase());
      seen.add(term.toLowerCase());
      return !known;
    });
}

/** The search words of a text as the server reads them: lower case, accents dropped, split on anything but letters and digits. */
function searchWordsOf(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

/** A word as the server stores it ("Écran" and "ecran" are one word). */
export const storedWord = (word: string) => searchWordsOf(word).join(' ');

type Problem = 'wordBlank' | 'wordOneWord' | 'wordLong' | 'wordTwice' | 'termCount' | 'termOneWord' | 'termLong' | 'tooMany';

/** Each problem's message, with the limit it names. */
const PROBLEMS: Record<Problem, { key: MessageKey; max?: number }> = {
  wordBlank: { key: 'admin.search.error.wordBlank' },
  wordOneWord: { key: 'admin.search.error.wordOneWord' },
  wordLong: { key: 'admin.search.error.wordLong', max: SYNONYM_LIMITS.length },
  wordTwice: { key: 'admin.search.error.wordTwice' },
  termCount: { key: 'admin.search.error.termCount', max: SYNONYM_LIMITS.terms },
  termOneWord: { key: 'admin.search.error.termOneWord' },
  termLong: { key: 'admin.search.error.termLong', max: SYNONYM_LIMITS.length },
  tooMany: { key: 'admin.search.error.tooMany', max: SYNONYM_LIMITS.entries },
};

function problemText(problem: Problem): string {
  const { key, max } = PROBLEMS[problem];
  return max === undefined ? translate(key) : translate(key, { max });
}

const isBlank = (row: SynonymRow) => row.word.trim() === '' && termsOf(row.terms).length === 0;

/** What the server refuses in a word or a term: no letters, more than one word, too long. */
function textProblem(text: string, field: 'word' | 'term'): Problem | null {
  const words = searchWordsOf(text).length;
  if (words === 0) return field === 'word' ? 'wordBlank' : 'termOneWord';
  if (words > 1) return field === 'word' ? 'wordOneWord' : 'termOneWord';
  if (text.length > SYNONYM_LIMITS.length) return field === 'word' ? 'wordLong' : 'termLong';
  return null;
}

function termsProblem(terms: string[]): Problem | null {
  if (terms.length === 0 || terms.length > SYNONYM_LIMITS.terms) return 'termCount';
  for (const term of terms) {
    const problem = textProblem(term, 'term');
    if (problem) return problem;
  }
  return null;
}

export type CheckedTable = { ok: true; body: SearchSynonyms; sentKeys: number[] } | { ok: false; errors: TableErrors };

/**
 * The rows checked as the server checks them (the contract's limits, one search word per word
 * and term), and as the PUT body. A row left wholly blank is dropped. A word typed twice
 * (accents and case aside) is refused, where the server would quietly merge the two rows.
 * `sentKeys[i]` is the row of `body.synonyms[i]`, to place the server's field errors.
 */
export function checkRows(rows: SynonymRow[]): CheckedTable {
  const errors = noTableErrors();
  const synonyms: SearchSynonym[] = [];
  const sentKeys: number[] = [];
  const words = new Set<string>();
  for (const row of rows.filter((r) => !isBlank(r))) {
    const word = row.word.trim();
    const terms = termsOf(row.terms);
    const stored = storedWord(word);
    const problems = { word: textProblem(word, 'word') ?? (words.has(stored) ? 'wordTwice' : null), terms: termsProblem(terms) };
    words.add(stored);
    if (problems.word || problems.terms) {
      errors.rows[row.key] = {
        ...(problems.word ? { word: problemText(problems.word) } : {}),
        ...(problems.terms ? { terms: problemText(problems.terms) } : {}),
      };
    }
    synonyms.push({ word, terms });
    sentKeys.push(row.key);
  }
  if (synonyms.length > SYNONYM_LIMITS.entries) errors.table.push(problemText('tooMany'));
  return hasTableErrors(errors) ? { ok: false, errors } : { ok: true, body: { synonyms }, sentKeys };
}

/** The contract's refusals, written out for the same reason as the limits and checked alike. */
const REFUSALS: typeof SEARCH_SYNONYM_MESSAGES = {
  blank: 'A synonym word cannot be blank',
  oneWord: 'A synonym word or term is one word (letters and digits)',
  tooLong: 'A synonym word has at most 40 characters',
  termCount: 'A synonym maps to between 1 and 5 terms',
  tooMany: 'At most 500 synonyms',
};

/** A refusal of the contract, for the field it concerns: the admin reads it in the shop's language. */
function knownRefusal(message: string, field: 'word' | 'term' | 'table'): Problem | null {
  const word = field === 'word';
  if (message === REFUSALS.blank) return word ? 'wordBlank' : 'termOneWord';
  if (message === REFUSALS.oneWord) return word ? 'wordOneWord' : 'termOneWord';
  if (message === REFUSALS.tooLong) return word ? 'wordLong' : 'termLong';
  if (message === REFUSALS.termCount) return 'termCount';
  return message === REFUSALS.tooMany ? 'tooMany' : null;
}

const FIELD_PATH = /^synonyms\.(\d+)\.(word|terms)(?:\.\d+)?$/;

/**
 * The server's field errors (400) on the rows they concern: `synonyms.3.terms.1` is a term of
 * the fourth row sent. An error no row claims is kept for the whole table.
 */
export function serverErrorsOf(fieldErrors: FieldError[], sentKeys: number[]): TableErrors {
  const errors = noTableErrors();
  for (const { path, message } of fieldErrors) {
    const match = FIELD_PATH.exec(path);
    const key = match ? sentKeys[Number(match[1])] : undefined;
    if (!match || key === undefined) {
      const problem = knownRefusal(message, 'table');
      errors.table.push(problem ? problemText(problem) : message);
      continue;
    }
    const field = match[2] as 'word' | 'terms';
    const problem = knownRefusal(message, field === 'word' ? 'word' : 'term');
    const row = (errors.rows[key] ??= {});
    row[field] ??= problem ? problemText(problem) : message;
  }
  return errors;
}
