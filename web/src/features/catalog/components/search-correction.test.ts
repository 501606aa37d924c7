import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Router } from 'wouter';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { speak } from '@/lib/i18n/testing/speak';
import { getProducts } from '../api/get-products';
import { queryKey } from '../api/product-query';
import { searchProducts } from '../api/search-products';
import { sampleProduct } from '../testing/sample-product';
import type { ListingQuery } from '../types';
import { parseListingParams, toProductQuery } from '../utils/listing-params';
import { ProductListing } from './product-listing';
import { SearchResults } from './search-results';

// "Did you mean": the shop corrected "keybord" to "keyboard"; the results say so and offer the
// search as typed. The answer comes through the real API client, from a mocked server.

const listingAnswer = (searchedFor?: string) => ({
  success: true,
  data: {
    products: [sampleProduct()],
    pagination: { currentPage: 1, limit: 20, totalPages: 1, totalProducts: 1 },
    ...(searchedFor ? { searchedFor } : {}),
  },
});

let asked: URL[] = [];

/** The server answers every listing call with `answer`; the URLs asked are kept. */
function serverAnswers(answer: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(new URL(url, 'http://shop.test'));
      return new Response(JSON.stringify(answer), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
}

/** The screen at `path?search` with the answers already loaded, as the shopper sees it. */
function render(client: QueryClient, path: string, search: string, screen: ReactElement) {
  return renderToStaticMarkup(
    createElement(
      I18nProvider,
      { i18n },
      createElement(QueryClientProvider, { client }, createElement(Router, { ssrPath: path, ssrSearch: search, children: screen })),
    ),
  );
}

const onAddToCart = () => undefined;
const listing = (pathCategory?: string) => createElement(ProductListing, { pathCategory, onAddToCart });

async function loadedListing(search: string, pathCategory?: string) {
  const query = toProductQuery(parseListingParams(new URLSearchParams(search), pathCategory));
  const client = new QueryClient();
  await client.prefetchQuery({ queryKey: queryKey('products', query), queryFn: ({ signal }) => getProducts(query, signal) });
  return { client, query };
}

async function loadedSearch(query: ListingQuery) {
  const client = new QueryClient();
  await client.prefetchQuery({ queryKey: queryKey('search', query), queryFn: ({ signal }) => searchProducts(query, signal) });
  return client;
}

beforeAll(() => speak('en'));
beforeEach(() => {
  asked = [];
});
afterEach(() => {
  vi.unstubAllGlobals();
  return speak('en');
});

describe('the listing with a corrected search', () => {
  it('shows the corrected words above the results and offers the search exactly as typed, keeping the filters', async () => {
    serverAnswers(listingAnswer('keyboard'));
    const { client } = await loadedListing('search=keybord&brand=Keychron');
    const html = render(client, '/products', 'search=keybord&brand=Keychron', listing());
    expect(html).toContain('Showing results for <b>keyboard</b>');
    expect(html).toContain('href="/products?search=keybord&amp;exact=true&amp;brand=Keychron">Search instead for keybord</a>');
    // Above the results.
    expect(html.indexOf('Showing results for')).toBeLessThan(html.indexOf('Keychron K2 Pro'));
  });

  it('keeps the category of a category page in the link', async () => {
    serverAnswers(listingAnswer('keyboard'));
    const { client } = await loadedListing('search=keybord', 'keyboards');
    const html = render(client, '/products/keyboards', 'search=keybord', listing('keyboards'));
    expect(html).toContain('href="/products/keyboards?search=keybord&amp;exact=true">Search instead for keybord</a>');
  });

  it('asks for the words as typed with exact=true, a query of its own, and says nothing when the shop corrected nothing', async () => {
    serverAnswers(listingAnswer());
    const { client, query } = await loadedListing('search=keybord&exact=true');
    expect(asked[0]?.pathname).toBe('/api/v1/products');
    expect(asked[0]?.searchParams.get('search')).toBe('keybord');
    expect(asked[0]?.searchParams.get('exact')).toBe('true');
    expect(queryKey('products', query)).not.toEqual(queryKey('products', { ...query, exact: undefined }));
    const html = render(client, '/products', 'search=keybord&exact=true', listing());
    expect(html).toContain('Keychron K2 Pro');
    expect(html).not.toContain('Showing results for');
    expect(html).not.toContain('Search instead for');
  });

  it('speaks the shopper’s language', async () => {
    await speak('fr');
    serverAnswers(listingAnswer('keyboard'));
    const { client } = await loadedListing('search=keybord');
    const html = render(client, '/products', 'search=keybord', listing());
    expect(html).toContain('Résultats affichés pour <b>keyboard</b>');
    expect(html).toContain('Rechercher plutôt keybord');
  });
});

describe('the search page with a corrected search', () => {
  const query = (changes: Partial<ListingQuery> = {}): ListingQuery => ({ search: 'keybord', page: 1, limit: 20, ...changes });

  it('shows the corrected words and a link that searches again with exact=true', async () => {
    serverAnswers(listingAnswer('keyboard'));
    const client = await loadedSearch(query());
    expect(asked[0]?.pathname).toBe('/api/v1/products/search');
    expect(asked[0]?.searchParams.has('exact')).toBe(false);
    const html = render(client, '/search', 'q=keybord', createElement(SearchResults, { onAddToCart }));
    expect(html).toContain('Showing results for <b>keyboard</b>');
    expect(html).toContain('href="/search?q=keybord&amp;exact=true">Search instead for keybord</a>');
  });

  it('sends exact=true when the address asks for the words as typed', async () => {
    serverAnswers(listingAnswer());
    const client = await loadedSearch(query({ exact: true }));
    expect(asked[0]?.searchParams.get('exact')).toBe('true');
    const html = render(client, '/search', 'q=keybord&exact=true', createElement(SearchResults, { onAddToCart }));
    expect(html).toContain('Keychron K2 Pro');
    expect(html).not.toContain('Search instead for');
  });
});
