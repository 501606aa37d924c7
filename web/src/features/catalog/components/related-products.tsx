import { RELATED_PRODUCTS_DISPLAYED, type CartProduct } from '@shop/domain';
import { useT } from '@/lib/i18n/use-t';
import { useRelatedProducts } from '../api/get-related-products';
import { ProductGrid } from './product-card';

/**
 * 'You May Also Like': the first 4 related products. Their links use /products/{id}, as
 * SPEC section 2 says; that route forwards to /product/{id}.
 */
export function RelatedProducts({
  productId,
  onAddToCart,
}: {
  productId: string;
  onAddToCart: (product: CartProduct) => void;
}) {
  const t = useT();
  const related = useRelatedProducts(productId);
  const products = (related.data ?? []).slice(0, RELATED_PRODUCTS_DISPLAYED);
  if (!products.length) return null;
  return (
    <section className="related-products" aria-labelledby="related-title">
      <h2 id="related-title" className="section-title">
        {t('catalog.related.title')}
      </h2>
      <ProductGrid
        products={products}
        label={t('catalog.related.label')}
        hrefFor={(product) => `/products/${product._id}`}
        onAddToCart={onAddToCart}
      />
    </section>
  );
}
