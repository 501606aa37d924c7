import { Link, Redirect, useParams, useSearchParams } from 'wouter';
import { Page } from '@/components/layouts/page';
import { useAddToCart } from '@/features/cart/hooks/use-add-to-cart';
import { ProductListing } from '@/features/catalog/components/product-listing';
import { isKnownCategory, isProductIdSegment } from '@/features/catalog/utils/listing-params';
import { lazyWithMessages } from '@/lib/i18n/lazy-with-messages';
import { useT } from '@/lib/i18n/use-t';
import { categoryLabel } from '@/lib/shop-info';

// The 404 screen of any other address, fetched with its messages when first shown; the route's
// own loading screen shows meanwhile.
const NotFound = lazyWithMessages(() => import('./not-found'), 'NotFoundRoute', ['pages']);

/**
 * /products and /products/:category (a product id there goes to /product/{id}). A category page
 * is headed by its category; a category the shop does not have, in the path or the query, is the
 * 404 page rather than a listing the server refuses.
 */
export function ProductsRoute() {
  const t = useT();
  const { category } = useParams();
  const [params] = useSearchParams();
  const addToCart = useAddToCart();
  if (isProductIdSegment(category)) return <Redirect to={`/product/${category}`} replace />;
  const queried = category ?? params.get('category')?.trim();
  if (queried && !isKnownCategory(queried)) return <NotFound />;
  const label = category ? categoryLabel(category) : null;
  return (
    <Page
      title={label ?? t('catalog.listing.title')}
      subtitle={t('catalog.listing.subtitle')}
      eyebrow={
        label ? (
          <nav aria-label={t('catalog.breadcrumb.label')}>
            <Link to="/products">{t('nav.allProducts')}</Link> <span aria-hidden="true">/</span>{' '}
            <span aria-current="page">{label}</span>
          </nav>
        ) : undefined
      }
    >
      <ProductListing pathCategory={category} onAddToCart={addToCart} />
    </Page>
  );
}
