// Search without regular expressions or operators: a record stores the normalised prefixes of
// its words, and a search asks for all of its words among them (`{searchPrefixes: {$all}}`).

/** Longer words are indexed and searched by their first this many characters. */
export const MAX_PREFIX_LENGTH = 24;
/** Words of a search beyond this many are ignored. */
export const MAX_SEARCH_WORDS = 8;

/** Lower case without accents, split on anything that is not a letter or a digit. */
export function wordsOf(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

/** Every prefix of every word of the texts, once, sorted. */
export function searchPrefixesOf(texts: string[]): string[] {
  const prefixes = new Set<string>();
  for (const text of texts) {
    for (const word of wordsOf(text)) {
      const chars = [...word].slice(0, MAX_PREFIX_LENGTH);
      for (let length = 1; length <= chars.length; length += 1) prefixes.add(chars.slice(0, length).join(''));
    }
  }
  return [...prefixes].sort();
}

/** The words a search text asks for, as stored prefixes; empty when it has no letters or digits. */
export function searchWordsOf(text: string): string[] {
  const words = wordsOf(text).map((word) => [...word].slice(0, MAX_PREFIX_LENGTH).join(''));
  return [...new Set(words)].slice(0, MAX_SEARCH_WORDS);
}
