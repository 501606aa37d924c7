import { useEffect, useId } from 'react';
import { Link, useLocation, useSearchParams } from 'wouter';
import { SEARCH_SUGGESTIONS, type CartProduct } from '@shop/domain';
import { SearchIcon } from '@/components/ui/icons';
import { InfoIcon } from '@/components/ui/shop-icons';
import { Pagination } from '@/components/ui/pagination';
import { SearchBox } from '@/components/ui/search-box';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/state-message';
import { useT } from '@/lib/i18n/use-t';
import { useSearchProducts } from '../api/search-products';
import {
  parseSearchSort,
  SEARCH_SORT_OPTIONS,
  searchSortQuery,
  sortSearchPage,
  type SearchSort,
} from '../utils/search-sort';
import { ResultsGrid } from './results-grid';
import { SearchCorrection } from './search-correction';
import './listing-controls.css';
import './search-results.css';

const PAGE_SIZE = 20;

/**
 * The words the tips give as examples. Products are described in English, so these stay the
 * words the search understands, whatever language the tips are read in.
 */
const TIP_EXAMPLES = {
  general: 'keyboard',
  brands: 'Logitech, Keychron, Dell',
  categories: 'monitors, mice, audio',
  combined: 'logitech mouse',
} as const;

function Suggestions() {
  const t = useT();
  return (
    <div className="search-suggestions">
      <p>{t('catalog.search.trySearching')}</p>
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
  const t = useT();
  return (
    <section className="search-tips" aria-labelledby="search-tips-title">
      <h2 id="search-tips-title">
        <InfoIcon size={18} /> {t('catalog.search.tipsTitle')}
      </h2>
      <ul>
        <li>{t('catalog.search.tipSpelling')}</li>
        <li>{t('catalog.search.tipGeneral', { example: TIP_EXAMPLES.general })}</li>
        <li>{t('catalog.search.tipBrandCategory', { brands: TIP_EXAMPLES.brands, categories: TIP_EXAMPLES.categories })}</li>
        <li>{t('catalog.search.tipCombine', { example: TIP_EXAMPLES.combined })}</li>
      </ul>
    </section>
  );
}

/** The /search?q= page body: results for q, the sort menu, the empty state and the tips. */
export function SearchResults({ onAddToCart }: { onAddToCart: (product: CartProduct) => void }) {
  const t = useT();
  const [params] = useSearchParams();
  const [, navigate] = useLocation();
  const sortId = useId();
  const q = params.get('q')?.trim() ?? '';
  const sort = parseSearchSort(params.get('sort'));
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  // exact=true searches the words as typed, where the shop would otherwise correct a misspelt one.
  const exact = params.get('exact') === 'true';
  const results = useSearchProducts({ search: q || undefined, exact: exact || undefined, page, limit: PAGE_SIZE, ...searchSortQuery(sort) });

  function href(next: { sort?: SearchSort; page?: number; exact?: boolean }): string {
    const query = new URLSearchParams({ q });
    if (next.exact ?? exact) query.set('exact', 'true');
    const nextSort = next.sort ?? sort;
    if (nextSort !== 'relevance') query.set('sort', nextSort);
    if (next.page && next.page > 1) query.set('page', String(next.page));
    return `/search?${query.toString()}`;
  }

  function go(next: { sort?: SearchSort; page?: number }) {
    navigate(href(next));
  }

  // A page past the last one (an old link, results that shrank) goes to the last page.
  const lastPage = results.status === 'success' ? results.data.pagination.totalPages : 0;
  const pastLastPage = lastPage > 0 && page > lastPage;
  const lastPageHref = pastLastPage ? href({ page: lastPage }) : null;
  useEffect(() => {
    if (lastPageHref) navigate(lastPageHref, { replace: true });
  }, [lastPageHref, navigate]);

  let body;
  if (!q) {
    body = (
      <EmptyState icon={<SearchIcon size={28} />} title={t('catalog.search.promptTitle')}>
        <p className="state-message-text">{t('catalog.search.promptText')}</p>
        <Suggestions />
      </EmptyState>
    );
  } else if (results.status === 'loading' || pastLastPage) {
    body = <LoadingState text={t('catalog.search.searching', { q })} />;
  } else if (results.status === 'error') {
    body = <ErrorState message={results.error} onRetry={results.reload} />;
  } else if (results.data.products.length === 0) {
    body = (
      <EmptyState icon={<SearchIcon size={28} />} title={t('catalog.search.emptyTitle')}>
        <p className="state-message-text">{t('catalog.search.emptyText', { q })}</p>
        <Suggestions />
      </EmptyState>
    );
  } else {
    const { products, pagination } = results.data;
    body = (
      <>
        <ResultsGrid
          products={sortSearchPage(products, sort)}
          label={t('catalog.search.resultsFor', { q })}
          showSavings
          onAddToCart={onAddToCart}
        />
        <Pagination page={pagination.currentPage} totalPages={pagination.totalPages} onPage={(p) => go({ page: p })} />
      </>
    );
  }

  const total = results.status === 'success' ? results.data.pagination.totalProducts : null;
  const searchedFor = q && results.status === 'success' ? results.data.searchedFor : undefined;

  return (
    <div className="search-page">
      <SearchBox key={q} defaultValue={q} size="large" placeholder={t('catalog.search.placeholder')} />
      <div className="search-toolbar">
        <p className="search-count" aria-live="polite">
          {q && total !== null ? t('catalog.search.count', { count: total, q }) : null}
        </p>
        <div className="sort-select">
          <label htmlFor={sortId}>{t('catalog.sort.label')}</label>
          <select
            id={sortId}
            className="select"
            value={sort}
            onChange={(event) => go({ sort: parseSearchSort(event.target.value) })}
          >
            {SEARCH_SORT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {t(option.label)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {searchedFor ? <SearchCorrection searchedFor={searchedFor} typed={q} exactHref={href({ exact: true })} /> : null}
      {body}
      <SearchTips />
    </div>
  );
}
