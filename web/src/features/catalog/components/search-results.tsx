import { useId } from 'react';
import { Link, useLocation, useSearchParams } from 'wouter';
import { SEARCH_SUGGESTIONS, type CartProduct } from '@shop/domain';
import { InfoIcon, SearchIcon } from '@/components/ui/icons';
import { Pagination } from '@/components/ui/pagination';
import { SearchBox } from '@/components/ui/search-box';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/state-message';
import { useSearchProducts } from '../api/search-products';
import {
  parseSearchSort,
  SEARCH_SORT_OPTIONS,
  searchSortQuery,
  sortSearchPage,
  type SearchSort,
} from '../utils/search-sort';
import { ResultsGrid } from './results-grid';
import './listing-controls.css';
import './search-results.css';

const PAGE_SIZE = 20;

function Suggestions() {
  return (
    <div className="search-suggestions">
      <p>Try searching for:</p>
      <ul className="chip-row">
        {SEARCH_SUGGESTIONS.map((term) => (
          <li key={term}>
            <Link to={`/search?q=${encodeURIComponent(term)}`} className="chip">
              {term}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function SearchTips() {
  return (
    <section className="search-tips" aria-labelledby="search-tips-title">
      <h2 id="search-tips-title">
        <InfoIcon size={18} /> Search Tips
      </h2>
      <ul>
        <li>Check the spelling of your search terms.</li>
        <li>Use fewer or more general words, such as “keyboard” instead of a model number.</li>
        <li>Search by brand (Logitech, Keychron, Dell…) or by category (monitors, mice, audio…).</li>
        <li>Combine a brand and a product type, for example “logitech mouse”.</li>
      </ul>
    </section>
  );
}

/** The /search?q= page body: results for q, the sort menu, the empty state and the tips. */
export function SearchResults({ onAddToCart }: { onAddToCart: (product: CartProduct) => void }) {
  const [params] = useSearchParams();
  const [, navigate] = useLocation();
  const sortId = useId();
  const q = params.get('q')?.trim() ?? '';
  const sort = parseSearchSort(params.get('sort'));
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const results = useSearchProducts({ search: q || undefined, page, limit: PAGE_SIZE, ...searchSortQuery(sort) });

  function go(next: { sort?: SearchSort; page?: number }) {
    const query = new URLSearchParams({ q });
    const nextSort = next.sort ?? sort;
    if (nextSort !== 'relevance') query.set('sort', nextSort);
    if (next.page && next.page > 1) query.set('page', String(next.page));
    navigate(`/search?${query.toString()}`);
  }

  let body;
  if (!q) {
    body = (
      <EmptyState icon={<SearchIcon size={28} />} title="What are you looking for?">
        <p className="state-message-text">Type a product, brand or category in the search box above.</p>
        <Suggestions />
      </EmptyState>
    );
  } else if (results.status === 'loading') {
    body = <LoadingState text={`Searching for "${q}"...`} />;
  } else if (results.status === 'error') {
    body = <ErrorState message={results.error} onRetry={results.reload} />;
  } else if (results.data.products.length === 0) {
    body = (
      <EmptyState icon={<SearchIcon size={28} />} title="No results found">
        <p className="state-message-text">We couldn't find any products matching “{q}”.</p>
        <Suggestions />
      </EmptyState>
    );
  } else {
    const { products, pagination } = results.data;
    body = (
      <>
        <ResultsGrid
          products={sortSearchPage(products, sort)}
          label={`Results for ${q}`}
          showSavings
          onAddToCart={onAddToCart}
        />
        <Pagination page={pagination.currentPage} totalPages={pagination.totalPages} onPage={(p) => go({ page: p })} />
      </>
    );
  }

  const total = results.status === 'success' ? results.data.pagination.totalProducts : null;

  return (
    <div className="search-page">
      <SearchBox key={q} defaultValue={q} size="large" placeholder="Search products, brands, categories…" />
      <div className="search-toolbar">
        <p className="search-count" aria-live="polite">
          {q && total !== null ? `${total} ${total === 1 ? 'result' : 'results'} found for “${q}”` : null}
        </p>
        <div className="sort-select">
          <label htmlFor={sortId}>Sort by</label>
          <select
            id={sortId}
            className="select"
            value={sort}
            onChange={(event) => go({ sort: parseSearchSort(event.target.value) })}
          >
            {SEARCH_SORT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      {body}
      <SearchTips />
    </div>
  );
}
