import type { Doc } from '../document-store.port';

/**
 * Documents are stored as JSON (SQLite's JSONB) with dates as `{"$date": "<ISO 8601>"}`.
 * The ISO form sorts like the instant it names, so a date compares and sorts as the text that
 * `json_extract` returns for it, and an expression index on a date field serves ranges and sorts.
 */
const DATE_KEY = '$date';
/** A prefix-search field stored as its words: `{"$prefixesOf": "keyboard mechanical"}`. */
const PREFIXES_KEY = '$prefixesOf';

export function encodeDocument(doc: object): string {
  return JSON.stringify(doc, function replacer(this: Record<string, unknown>, key: string, value: unknown) {
    const raw = this[key];
    return raw instanceof Date ? { [DATE_KEY]: raw.toISOString() } : value;
  });
}

export function decodeDocument<T extends Doc>(json: string): T {
  return decodeJson(json) as T;
}

/** Any stored JSON: a document or the value of one of its fields. */
export function decodeJson(json: string): unknown {
  const value: unknown = JSON.parse(json);
  // Most documents hold none of the markers; a walk (faster than a JSON.parse reviver) finds those.
  return json.includes('"$') ? revive(value) : value;
}

function revive(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) value[i] = revive(value[i]);
    return value;
  }
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  if (keys.length === 1) {
    const { [DATE_KEY]: date, [PREFIXES_KEY]: words } = record;
    if (typeof date === 'string') return new Date(date);
    if (typeof words === 'string') return prefixesOfWords(words);
  }
  for (const key of keys) record[key] = revive(record[key]);
  return record;
}

/**
 * A prefix-search field holds every prefix of some words, sorted: a few hundred strings per
 * product. Stored as the words alone it takes a tenth of the room, which keeps rows small and
 * reads fast; any other value is stored as it is.
 */
export function compactPrefixes(value: unknown): unknown {
  if (!Array.isArray(value) || value.length === 0) return value;
  const words = wordsOfPrefixes(value);
  const expanded = prefixesOfWords(words);
  const same = expanded.length === value.length && expanded.every((prefix, i) => prefix === value[i]);
  return same ? { [PREFIXES_KEY]: words } : value;
}

/** The words behind a prefix-closed list of prefixes: those that are not the start of another. */
function wordsOfPrefixes(prefixes: unknown): string {
  if (!Array.isArray(prefixes)) return typeof prefixes === 'string' ? prefixes : '';
  // Sorted, a prefix comes right before the longer words that start with it.
  const sorted = prefixes.filter((p): p is string => typeof p === 'string' && p !== '' && !p.includes(' ')).sort();
  return sorted.filter((word, i) => !(sorted[i + 1] ?? '').startsWith(word)).join(' ');
}

/** Recently expanded word lists: the same products are read again and again. */
const expanded = new Map<string, string[]>();
const EXPANDED_KEPT = 2000;

function prefixesOfWords(words: string): string[] {
  const known = expanded.get(words);
  if (known) return known.slice();
  const prefixes = expandPrefixes(words);
  if (expanded.size >= EXPANDED_KEPT) expanded.delete(expanded.keys().next().value as string);
  expanded.set(words, prefixes);
  return prefixes.slice();
}

function expandPrefixes(words: string): string[] {
  const prefixes = new Set<string>();
  for (const word of words.split(' ')) {
    const chars = [...word];
    for (let length = 1; length <= chars.length; length += 1) prefixes.add(chars.slice(0, length).join(''));
  }
  return [...prefixes].sort();
}

/** A scalar as `json_extract` returns it, for binding: dates as their stored text, booleans as 1/0. */
export function sqlValue(value: string | number | boolean | Date): string | number {
  if (value instanceof Date) return encodeDocument({ d: value }).slice(5, -1);
  if (typeof value === 'boolean') return value ? 1 : 0;
  return value;
}

/** Lowest and highest text a stored date can have, to keep a date range away from other text. */
export const DATE_TEXT_RANGE = [`{"${DATE_KEY}":"`, `{"${DATE_KEY}":#`] as const;

/**
 * Dotted paths at which the document holds an array (not looking inside arrays). A filter on a
 * path that never crossed an array in a collection is compared as a scalar, so an index serves it.
 */
export function arrayPathsOf(doc: object, prefix = '', out: string[] = []): string[] {
  for (const [key, value] of Object.entries(doc)) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (Array.isArray(value)) out.push(path);
    else if (value !== null && typeof value === 'object' && !(value instanceof Date)) arrayPathsOf(value, path, out);
  }
  return out;
}
