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
const DETAIL = new RegExp(`^${API_PREFIX}/products/[0-9a-fA-F]{24}$`);

/**
 * The hot catalogue reads, by request line: the same path and the same query parameters (in
 * any order) are the same read. Anything else, or a method other than GET and HEAD, is none.
 */
export function hotReadOf(method: string | undefined, url: string | undefined): HotRead | undefined {
  if ((method !== 'GET' && method !== 'HEAD') || !url) return undefined;
  const mark = url.indexOf('?');
  const path = mark === -1 ? url : url.slice(0, mark);
  const listing = LISTINGS.has(path);
  if (!listing && !DETAIL.test(path)) return undefined;
  if (mark === -1) return { key: path, listing, byStock: false };
  const params = [...new URLSearchParams(url.slice(mark + 1))];
  const query = params
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .sort()
    .join('&');
  return { key: `${path}?${query}`, listing, byStock: params.some(([name]) => name === 'inStock') };
}
