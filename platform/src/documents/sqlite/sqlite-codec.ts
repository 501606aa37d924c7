import type { Doc } from '../document-store.port';

/**
 * Documents are stored as JSON (SQLite's JSONB) with dates as `{"$date": "<ISO 8601>"}`.
 * The ISO form sorts like the instant it names, so a date compares and sorts as the text that
 * `json_extract` returns for it, and an expression index on a date field serves ranges and sorts.
 */
const DATE_KEY = '$date';

export function encodeDocument(doc: object): string {
  return JSON.stringify(doc, function replacer(this: Record<string, unknown>, key: string, value: unknown) {
    const raw = this[key];
    return raw instanceof Date ? { [DATE_KEY]: raw.toISOString() } : value;
  });
}

export function decodeDocument<T extends Doc>(json: string): T {
  // The reviver costs a second walk of the document; most documents have no date.
  return (json.includes(`"${DATE_KEY}"`) ? JSON.parse(json, reviveDate) : JSON.parse(json)) as T;
}

function reviveDate(_key: string, value: unknown): unknown {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const date = (value as Record<string, unknown>)[DATE_KEY];
    if (typeof date === 'string' && Object.keys(value).length === 1) return new Date(date);
  }
  return value;
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
