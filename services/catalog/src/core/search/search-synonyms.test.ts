import { SEARCH_SYNONYM_LIMITS, SEARCH_SYNONYM_MESSAGES } from '@shop/contracts';
import type { FieldError } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH_SYNONYMS, normaliseSynonyms } from './search-synonyms';
import { wordsOf } from './search-words';

describe('search synonyms', () => {
  it('stores each word and term as a search word, a repeated word once with every term, sorted', () => {
    const errors: FieldError[] = [];
    const table = normaliseSynonyms(
      [
        { word: 'Souris', terms: ['Mouse'] },
        { word: 'Écran', terms: ['monitor', 'MONITOR'] },
        { word: 'souris', terms: ['trackball'] },
      ],
      errors,
    );
    expect(errors).toEqual([]);
    expect(table).toEqual([
      { word: 'ecran', terms: ['monitor'] },
      { word: 'souris', terms: ['mouse', 'trackball'] },
    ]);
  });

  it('refuses a blank word, two words, a term too long, too many or no terms, each with its field', () => {
    const errors: FieldError[] = [];
    const long = 'a'.repeat(SEARCH_SYNONYM_LIMITS.length + 1);
    normaliseSynonyms(
      [
        { word: ' - ', terms: ['mouse'] },
        { word: 'usb hub', terms: ['hub'] },
        { word: 'ok', terms: [long] },
        { word: 'many', terms: ['a', 'b', 'c', 'd', 'e', 'f'] },
        { word: 'none', terms: [] },
      ],
      errors,
    );
    expect(errors).toEqual([
      { path: 'synonyms.0.word', message: SEARCH_SYNONYM_MESSAGES.blank },
      { path: 'synonyms.1.word', message: SEARCH_SYNONYM_MESSAGES.oneWord },
      { path: 'synonyms.2.terms.0', message: SEARCH_SYNONYM_MESSAGES.tooLong },
      { path: 'synonyms.3.terms', message: SEARCH_SYNONYM_MESSAGES.termCount },
      { path: 'synonyms.4.terms', message: SEARCH_SYNONYM_MESSAGES.termCount },
    ]);
  });

  it(`refuses more than ${SEARCH_SYNONYM_LIMITS.entries} entries`, () => {
    const errors: FieldError[] = [];
    const table = Array.from({ length: SEARCH_SYNONYM_LIMITS.entries + 1 }, (_, i) => ({ word: `w${i}`, terms: ['x'] }));
    normaliseSynonyms(table, errors);
    expect(errors).toEqual([{ path: 'synonyms', message: SEARCH_SYNONYM_MESSAGES.tooMany }]);
    expect(normaliseSynonyms(table.slice(1), [])).toHaveLength(SEARCH_SYNONYM_LIMITS.entries);
  });

  it('seeds French and Kinyarwanda shop words, each already in its stored form', () => {
    const words = DEFAULT_SEARCH_SYNONYMS.map((entry) => entry.word);
    for (const word of ['clavier', 'souris', 'ecran', 'mudasobwa', 'terefone', 'earphones', 'sweat']) expect(words).toContain(word);
    expect(normaliseSynonyms(DEFAULT_SEARCH_SYNONYMS, [])).toEqual(
      [...DEFAULT_SEARCH_SYNONYMS].sort((a, b) => (a.word < b.word ? -1 : 1)),
    );
    for (const { terms } of DEFAULT_SEARCH_SYNONYMS) for (const term of terms) expect(wordsOf(term)).toEqual([term]);
  });
});
