import { useSearchParams } from 'wouter';
import { Page } from '@/components/layouts/page';
import { useAddToCart } from '@/features/cart/hooks/use-add-to-cart';
import { SearchResults } from '@/features/catalog/components/search-results';

/** /search?q= */
export function SearchRoute() {
  const [params] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const addToCart = useAddToCart();
  return (
    <Page
      title="Search Results"
      documentTitle={q ? `Search: ${q}` : 'Search Results'}
      subtitle={q ? <>You searched for “{q}”</> : 'Search the DevShop catalogue'}
    >
      <SearchResults onAddToCart={addToCart} />
    </Page>
  );
}
