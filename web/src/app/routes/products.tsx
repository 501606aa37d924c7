import { Link, Redirect, useParams } from 'wouter';
import { Page } from '@/components/layouts/page';
import { useAddToCart } from '@/features/cart/hooks/use-add-to-cart';
import { ProductListing } from '@/features/catalog/components/product-listing';
import { isProductIdSegment } from '@/features/catalog/utils/listing-params';
import { useT } from '@/lib/i18n/use-t';
import { categoryLabel } from '@/lib/shop-info';

/** /products and /products/:category (a product id there goes to /product/{id}). */
export function ProductsRoute() {
  const t = useT();
  const { category } = useParams();
  const addToCart = useAddToCart();
  if (isProductIdSegment(category)) return <Redirect to={`/product/${category}`} replace />;
  const label = category ? categoryLabel(category) : null;
  return (
    <Page
      title={t('catalog.listing.title')}
      documentTitle={label ?? t('catalog.listing.title')}
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
