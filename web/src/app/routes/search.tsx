import { useSearchParams } from 'wouter';
import { Page } from '@/components/layouts/page';
import { useAddToCart } from '@/features/cart/hooks/use-add-to-cart';
import { SearchResults } from '@/features/catalog/components/search-results';
import { useT } from '@/lib/i18n/use-t';

/** /search?q= */
export function SearchRoute() {
  const t = useT();
  const [params] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const addToCart = useAddToCart();
  return (
    <Page
      title={t('catalog.search.title')}
      documentTitle={q ? t('catalog.search.documentTitle', { q }) : t('catalog.search.title')}
      subtitle={q ? t('catalog.search.youSearched', { q }) : t('catalog.search.subtitle')}
    >
      <SearchResults onAddToCart={addToCart} />
    </Page>
  );
}
