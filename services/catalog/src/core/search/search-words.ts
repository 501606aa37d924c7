// Search without regular expressions or operators: every product stores the prefixes of its
// words, normalised (accents and case dropped); a search asks that each of its words be one.

/** Longer words are indexed and searched by their first this many characters. */
export const MAX_PREFIX_LENGTH = 20;
/** Words of a search beyond this many are ignored. */
export const MAX_SEARCH_WORDS = 8;

/** Lower case without accents, split on anything that is not a letter or a digit. */
export function wordsOf(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

/** A word as the index keeps it: its first MAX_PREFIX_LENGTH characters. */
export const clip = (word: string) => [...word].slice(0, MAX_PREFIX_LENGTH).join('');

/** Every prefix (from one character) of every word of the texts, deduplicated and sorted. */
export function prefixesOf(texts: Iterable<string>): string[] {
  const prefixes = new Set<string>();
  for (const text of texts) {
    for (const word of wordsOf(text)) {
      const chars = [...clip(word)];
      for (let length = 1; length <= chars.length; length += 1) prefixes.add(chars.slice(0, length).join(''));
    }
  }
  return [...prefixes].sort();
}

/** The distinct words of the texts, each as the index keeps it (its first MAX_PREFIX_LENGTH characters). */
export function indexedWordsOf(texts: Iterable<string>): Set<string> {
  const words = new Set<string>();
  for (const text of texts) for (const word of wordsOf(text)) words.add(clip(word));
  return words;
}

/**
 * One search word and the forms it may take: the word itself and, for a plural, its singular
 * ('cables' also finds 'cable', 'accessories' 'accessory', 'watches' 'watch').
 */
export type SearchTerm = string[];

function formsOf(word: string): SearchTerm {
  const forms = new Set([word]);
  if (word.length > 4 && word.endsWith('ies')) forms.add(`${word.slice(0, -3)}y`);
  if (word.length > 4 && /(ches|shes|sses|xes)$/.test(word)) forms.add(word.slice(0, -2));
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) forms.add(word.slice(0, -1));
  return [...forms];
}

/** The terms a search text asks for; empty when it has no letters or digits. */
export function searchTermsOf(text: string): SearchTerm[] {
  const words = [...new Set(wordsOf(text).map(clip))].slice(0, MAX_SEARCH_WORDS);
  return words.map(formsOf);
}
