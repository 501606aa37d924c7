import { SEARCH_SYNONYM_LIMITS } from '@shop/contracts';
import type { FieldError } from '@shop/domain';
import type { SearchSynonym } from '../../api/catalog-api';
import { CATALOG_MESSAGES as M } from '../catalog-messages';
import { wordsOf } from './search-words';

/**
 * The table the shop starts with: French and Kinyarwanda shop words, and words shoppers use for
 * what the catalogue names otherwise, each with the catalogue's terms a search for it also finds.
 */
export const DEFAULT_SEARCH_SYNONYMS: readonly SearchSynonym[] = [
  { word: 'clavier', terms: ['keyboard'] },
  { word: 'souris', terms: ['mouse'] },
  { word: 'ecran', terms: ['monitor'] },
  { word: 'moniteur', terms: ['monitor'] },
  { word: 'ordinateur', terms: ['laptop'] },
  { word: 'portable', terms: ['laptop'] },
  { word: 'casque', terms: ['headphone', 'headset'] },
  { word: 'ecouteurs', terms: ['earbud'] },
  { word: 'montre', terms: ['watch'] },
  { word: 'telephone', terms: ['phone'] },
  { word: 'tablette', terms: ['tablet'] },
  { word: 'chargeur', terms: ['charger'] },
  { word: 'mudasobwa', terms: ['laptop'] },
  { word: 'terefone', terms: ['phone'] },
  { word: 'telefone', terms: ['phone'] },
  { word: 'isaha', terms: ['watch'] },
  { word: 'imbeba', terms: ['mouse'] },
  { word: 'mugaragaza', terms: ['monitor'] },
  { word: 'earphones', terms: ['earbud'] },
  { word: 'earphone', terms: ['earbud'] },
  { word: 'sweat', terms: ['hoodie', 'sweatshirt'] },
  { word: 'pullover', terms: ['hoodie'] },
  { word: 'tshirt', terms: ['shirt'] },
  { word: 'notebook', terms: ['laptop'] },
  { word: 'mobile', terms: ['phone'] },
];

/** Word → the terms a search for it also looks for; words and terms as search words. */
export type SynonymTable = ReadonlyMap<string, readonly string[]>;

export const tableOf = (synonyms: readonly SearchSynonym[]): SynonymTable => new Map(synonyms.map((entry) => [entry.word, entry.terms]));

/**
 * An admin's table as the search reads it: each word and term one search word (lower case, no
 * accents), a word listed once (a repeat's terms join the first), terms deduplicated, sorted by
 * word. Throws invalid with every refused field.
 */
export function normaliseSynonyms(synonyms: readonly SearchSynonym[], errors: FieldError[]): SearchSynonym[] {
  if (synonyms.length > SEARCH_SYNONYM_LIMITS.entries) errors.push({ path: 'synonyms', message: M.tooManySynonyms });
  const byWord = new Map<string, string[]>();
  synonyms.forEach((entry, index) => {
    const word = singleWord(entry.word, `synonyms.${index}.word`, errors);
    if (entry.terms.length === 0 || entry.terms.length > SEARCH_SYNONYM_LIMITS.terms) {
      errors.push({ path: `synonyms.${index}.terms`, message: M.synonymTermCount });
    }
    const terms = entry.terms.map((term, t) => singleWord(term, `synonyms.${index}.terms.${t}`, errors));
    if (word === undefined || terms.some((term) => term === undefined)) return;
    const known = byWord.get(word) ?? [];
    byWord.set(word, [...new Set([...known, ...(terms as string[])])]);
  });
  return [...byWord.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([word, terms]) => ({ word, terms }));
}

function singleWord(text: string, path: string, errors: FieldError[]): string | undefined {
  const words = wordsOf(text);
  if (words.length === 1 && text.length <= SEARCH_SYNONYM_LIMITS.length) return words[0];
  errors.push({ path, message: words.length === 0 ? M.synonymBlank : words.length > 1 ? M.synonymOneWord : M.synonymTooLong });
  return undefined;
}
