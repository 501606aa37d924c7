import { isObjectId } from '@shop/contracts';
import { API_PREFIX } from '../api-prefix';

/** What a hot read is: its cache key, and what a catalogue change must drop it for. */
export interface HotRead {
  key: string;
  /** A listing, search, short list or facet: which products it holds may change. */
  listing: boolean;
  /** Filtered by stock: a product crossing zero may join or leave it. */
  byStock: boolean;
}

const LISTINGS = new Set(['', '/featured', '/top-rated', '/search', '/categories', '/brands'].map((path) => `${API_PREFIX}/products${path}`));
const DETAIL_PREFIX = `${API_PREFIX}/products/`;

/** Amounts the listing reads as numbers (`0100`, `100.0` and `100` ask the same). */
const AMOUNT_PARAMS = new Set(['minPrice', 'maxPrice']);
const AMOUNT = /^\d{1,12}(\.\d+)?$/;

/**
 * One text for the parameters that ask the same: sorted, trimmed, empty ones left out (the
 * listing reads an empty value as none), amounts as numbers. Whoever varies the spelling of one
 * read adds no entry.
 */
function canonicalQuery(params: Array<[string, string]>): string {
  return params
    .map(([name, raw]): [string, string] => {
      const value = raw.trim();
      return [name, AMOUNT_PARAMS.has(name) && AMOUNT.test(value) ? String(Number(value)) : value];
    })
    .filter(([, value]) => value !== '')
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .sort()
    .join('&');
}

/**
 * The hot catalogue reads, by request line: the same path and the same query parameters (in
 * any order, spelt as canonicalQuery reads them) are the same read. Anything else, or a method
 * other than GET and HEAD, is none.
 */
export function hotReadOf(method: string | undefined, url: string | undefined): HotRead | undefined {
  if ((method !== 'GET' && method !== 'HEAD') || !url) return undefined;
  const mark = url.indexOf('?');
  const path = mark === -1 ? url : url.slice(0, mark);
  const listing = LISTINGS.has(path);
  const detail = path.startsWith(DETAIL_PREFIX) && isObjectId(path.slice(DETAIL_PREFIX.length));
  if (!listing && !detail) return undefined;
  if (mark === -1) return { key: path, listing, byStock: false };
  const params = [...new URLSearchParams(url.slice(mark + 1))];
  const query = canonicalQuery(params);
  return { key: query ? `${path}?${query}` : path, listing, byStock: params.some(([name]) => name === 'inStock') };
}
