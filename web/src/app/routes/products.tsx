import { Link, Redirect, useParams } from 'wouter';
import { Page } from '@/components/layouts/page';
import { useAddToCart } from '@/features/cart/hooks/use-add-to-cart';
import { ProductListing } from '@/features/catalog/components/product-listing';
import { isProductIdSegment } from '@/features/catalog/utils/listing-params';
import { categoryLabel } from '@/lib/shop-info';

/** /products and /products/:category (a product id there goes to /product/{id}). */
export function ProductsRoute() {
  const { category } = useParams();
  const addToCart = useAddToCart();
  if (isProductIdSegment(category)) return <Redirect to={`/product/${category}`} replace />;
  const label = category ? categoryLabel(category) : null;
  return (
    <Page
      title="Our Products"
      documentTitle={label ?? 'Our Products'}
      subtitle="Discover the latest tech gadgets for developers"
      eyebrow={
        label ? (
          <nav aria-label="Breadcrumb">
            <Link to="/products">All Products</Link> <span aria-hidden="true">/</span>{' '}
            <span aria-current="page">{label}</span>
          </nav>
        ) : undefined
      }
    >
      <ProductListing pathCategory={category} onAddToCart={addToCart} />
    </Page>
  );
}
