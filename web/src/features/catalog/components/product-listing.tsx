import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { CartProduct } from '@shop/domain';
import { Pagination } from '@/components/ui/pagination';
import { SlidersIcon } from '@/components/ui/shop-icons';
import { EmptyState, ErrorState } from '@/components/ui/state-message';
import { PackageIcon } from '@/components/ui/icons';
import { useT } from '@/lib/i18n/use-t';
import { categoryLabel } from '@/lib/shop-info';
import { useBrands } from '../api/get-brands';
import { useCategories } from '../api/get-categories';
import { useProducts } from '../api/get-products';
import { useListingParams } from '../hooks/use-listing-params';
import { hasActiveFilters, listingSearchParams, toProductQuery } from '../utils/listing-params';
import { FilterPanel } from './filter-panel';
import { ListingSearch } from './listing-search';
import { ProductGridSkeleton } from './product-card-skeleton';
import { ResultsGrid } from './results-grid';
import { SearchCorrection } from './search-correction';
import { SortSelect } from './sort-select';
import { ViewSwitch, type ListingLayout } from './view-switch';
import './product-listing.css';

const filterPanelId = 'product-filters';

/** The listing's own address with the words searched exactly as typed. */
function exactSearchHref(pathCategory: string | undefined, query: URLSearchParams): string {
  return `${pathCategory ? `/products/${pathCategory}` : '/products'}?${query.toString()}`;
}

function wideScreen(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(min-width: 1024px)').matches === true;
}

/**
 * The Products page body (SPEC section 2): search, filters, sort, grid/list, the result line,
 * pages, and the loading, error and empty states. Everything but the layout lives in the URL.
 */
export function ProductListing({
  pathCategory,
  onAddToCart,
}: {
  pathCategory?: string;
  onAddToCart: (product: CartProduct) => void;
}) {
  const t = useT();
  const { state, update, clear } = useListingParams(pathCategory);
  const products = useProducts(toProductQuery(state));
  const categories = useCategories();
  const brands = useBrands();
  const [filtersOpen, setFiltersOpen] = useState(wideScreen);
  const [layout, setLayout] = useState<ListingLayout>('grid');
  const filtered = hasActiveFilters(state);
  const heading = pathCategory ? categoryLabel(pathCategory) : state.category ? categoryLabel(state.category) : t('nav.allProducts');
  // A page past the last one (an old link, a shrunken catalogue) shows the last page instead;
  // a listing with no products has no last page and keeps its empty state. The answer must be
  // the one for this page: the one before it stays on screen while this one loads.
  const answered = products.status === 'success' && products.data.pagination.currentPage === state.page;
  const lastPage = answered ? products.data.pagination.totalPages : 0;
  const pastLastPage = lastPage > 0 && state.page > lastPage;

  useEffect(() => {
    if (pastLastPage) update({ page: lastPage }, { replace: true });
  }, [pastLastPage, lastPage, update]);

  function goToPage(page: number) {
    update({ page });
    window.scrollTo({ top: 0, behavior: 'instant' });
  }

  let results;
  if (products.status === 'loading' || pastLastPage) {
    // Cards' outlines hold the grid's place; the result line says 'Loading products...'.
    results = <ProductGridSkeleton layout={layout} />;
  } else if (products.status === 'error') {
    results = <ErrorState message={products.error} onRetry={products.reload} />;
  } else if (products.data.products.length === 0) {
    results = (
      <EmptyState icon={<PackageIcon size={28} />} title={t('catalog.listing.emptyTitle')}>
        <p className="state-message-text">
          {t(filtered ? 'catalog.listing.emptyFiltered' : 'catalog.listing.emptyCatalogue')}
        </p>
        {filtered ? (
          <Link to="/products" className="button button-primary">
            {t('catalog.listing.viewAll')}
          </Link>
        ) : null}
      </EmptyState>
    );
  } else {
    const { products: list, pagination } = products.data;
    results = (
      <>
        <ResultsGrid products={list} layout={layout} label={heading} onAddToCart={onAddToCart} />
        <Pagination page={pagination.currentPage} totalPages={pagination.totalPages} onPage={goToPage} />
      </>
    );
  }

  const pagination = products.status === 'success' ? products.data.pagination : null;
  const searchedFor = products.status === 'success' ? products.data.searchedFor : undefined;
  const correction =
    searchedFor && state.search ? (
      <SearchCorrection
        searchedFor={searchedFor}
        typed={state.search}
        exactHref={exactSearchHref(pathCategory, listingSearchParams({ ...state, exact: true, page: 1 }, !pathCategory))}
      />
    ) : null;

  return (
    <div className="listing">
      <div className="listing-toolbar">
        <ListingSearch key={state.search ?? ''} value={state.search} onSearch={(search) => update({ search })} />
        <div className="listing-toolbar-actions">
          <button
            type="button"
            className={`button button-secondary filter-toggle${filtered ? ' has-filters' : ''}`}
            aria-expanded={filtersOpen}
            aria-controls={filterPanelId}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            <SlidersIcon size={18} />
            {t(filtersOpen ? 'catalog.listing.hideFilters' : 'catalog.listing.showFilters')}
          </button>
          <SortSelect
            sortBy={state.sortBy}
            sortOrder={state.sortOrder}
            onChange={(sortBy, sortOrder) => update({ sortBy, sortOrder })}
          />
          <ViewSwitch layout={layout} onChange={setLayout} />
        </div>
      </div>

      <div className={`listing-body${filtersOpen ? ' with-filters' : ''}`}>
        {filtersOpen ? (
          <FilterPanel
            id={filterPanelId}
            state={state}
            categories={categories.data ?? []}
            brands={brands.data ?? []}
            onChange={update}
            onClear={clear}
          />
        ) : null}
        <section className="listing-results" aria-labelledby="listing-heading">
          <div className="listing-results-head">
            <h2 id="listing-heading" className="section-title">
              {heading}
            </h2>
            <p className="listing-summary" aria-live="polite">
              {products.status === 'loading' || pastLastPage ? (
                <span>{t('catalog.listing.loading')}</span>
              ) : pagination ? (
                <>
                  <span>
                    {t('catalog.listing.showing', {
                      shown: products.status === 'success' ? products.data.products.length : 0,
                      total: pagination.totalProducts,
                    })}
                  </span>
                  {filtered ? <span className="listing-flag">{t('catalog.listing.filtersApplied')}</span> : null}
                  {pagination.totalPages > 0 ? (
                    <span className="listing-page">
                      {t('catalog.listing.page', { page: pagination.currentPage, pages: Math.max(1, pagination.totalPages) })}
                    </span>
                  ) : null}
                </>
              ) : null}
            </p>
          </div>
          {correction}
          {results}
        </section>
      </div>
    </div>
  );
}
