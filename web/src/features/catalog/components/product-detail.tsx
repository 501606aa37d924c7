import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import {
  PRODUCT_FEATURES_DISPLAYED,
  VIEW_COUNT_DELAY_MS,
  formatRwf,
  type CartProduct,
} from '@shop/domain';
import { useDocumentTitle } from '@/components/layouts/page';
import { CartIcon, CheckCircleIcon, ReturnIcon, ShieldIcon, TruckIcon } from '@/components/ui/icons';
import { ErrorState } from '@/components/ui/state-message';
import { categoryLabel } from '@/lib/shop-info';
import { countProductView } from '../api/count-product-view';
import { useProduct } from '../api/get-product';
import type { Product } from '../types';
import { cartProductOf, isOutOfStock, productDiscount, productGallery } from '../utils/product-view';
import { Price } from './price';
import { ProductDetailSkeleton } from './product-detail-skeleton';
import { ProductGallery } from './product-gallery';
import { ProductReviews } from './product-reviews';
import { RelatedProducts } from './related-products';
import { StarRating } from './star-rating';
import { StockStatus } from './stock-status';
import { Tabs } from './tabs';
import { WishlistButton } from './wishlist-button';
import './product-detail.css';
import { invalidate } from '@/lib/use-query';

interface ProductDetailProps {
  productId: string;
  signedIn: boolean;
  onAddToCart: (product: CartProduct) => void;
}

function NotFound() {
  return (
    <div className="container page product-missing">
      <h1>Product not found</h1>
      <p>This product does not exist or is no longer available.</p>
      <Link to="/products" className="button button-primary">
        ← Back to products
      </Link>
    </div>
  );
}

function ProductInfo({ product, onAddToCart }: { product: Product; onAddToCart: (product: CartProduct) => void }) {
  const out = isOutOfStock(product);
  const discount = productDiscount(product);
  const features = product.features.filter((f) => f.trim()).slice(0, PRODUCT_FEATURES_DISPLAYED);
  return (
    <div className="product-info">
      <Link to={`/products/${product.category}`} className="product-category">
        {categoryLabel(product.category)}
      </Link>
      <h1 className="product-name">{product.name}</h1>
      <p className="product-brand">
        Brand: <strong>{product.brand}</strong>
      </p>
      <StarRating average={product.rating.average} count={product.rating.count} size={18} />
      <div className="product-price-block">
        <Price price={product.price} originalPrice={product.originalPrice} size="large" />
        {discount && product.originalPrice ? (
          <p className="product-saving">
            You save {formatRwf(product.originalPrice - product.price)} ({discount}%)
          </p>
        ) : null}
        <p className="product-vat">Price in RWF, 18% VAT included</p>
      </div>
      {product.shortDescription ? <p className="product-short">{product.shortDescription}</p> : null}
      <StockStatus product={product} detailed />
      <div className="product-actions">
        <button
          type="button"
          className="button button-primary button-lg product-add"
          disabled={out}
          onClick={() => onAddToCart(cartProductOf(product))}
        >
          <CartIcon size={20} /> Add to Cart
        </button>
        <WishlistButton product={product} variant="button" />
      </div>
      {features.length ? (
        <section className="product-features" aria-labelledby="product-features-title">
          <h2 id="product-features-title">Key Features</h2>
          <ul>
            {features.map((feature) => (
              <li key={feature}>
                <CheckCircleIcon size={18} /> {feature}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <ul className="product-assurances">
        <li>
          <TruckIcon size={18} /> Free bike delivery on orders of 50,000 RWF and above
        </li>
        <li>
          <ShieldIcon size={18} /> 2-year warranty from the manufacturer or supplier
        </li>
        <li>
          <ReturnIcon size={18} /> 30-day return policy
        </li>
      </ul>
    </div>
  );
}

/** /product/{id}: gallery, details, Description and Reviews tabs, related products. */
export function ProductDetail({ productId, signedIn, onAddToCart }: ProductDetailProps) {
  const [tab, setTab] = useState('description');
  const result = useProduct(productId);
  const product = result.data && result.data._id === productId ? result.data : undefined;
  const loaded = Boolean(product);
  useDocumentTitle(product?.name ?? (result.status === 'error' ? 'Product not found' : 'Product'));

  // The view counts 2 s after the page opened (SPEC section 9).
  useEffect(() => {
    if (!loaded) return;
    const timer = setTimeout(() => countProductView(productId), VIEW_COUNT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [productId, loaded]);

  if (!product) {
    if (result.status === 'loading') return <ProductDetailSkeleton />;
    if (result.status === 'error' && result.httpStatus !== 404 && result.httpStatus !== 400) {
      return (
        <div className="container page product-missing">
          <h1 className="visually-hidden">Product details</h1>
          <ErrorState message={result.error} onRetry={result.reload}>
            <Link to="/products">← Back to products</Link>
          </ErrorState>
        </div>
      );
    }
    return <NotFound />;
  }

  const reviewCount = product.rating.count;
  return (
    <div className="container page product-page">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <ol>
          <li>
            <Link to="/">Home</Link>
          </li>
          <li>
            <Link to="/products">Products</Link>
          </li>
          <li>
            <Link to={`/products/${product.category}`}>{categoryLabel(product.category)}</Link>
          </li>
          <li aria-current="page">{product.name}</li>
        </ol>
      </nav>
      <div className="product-main">
        <ProductGallery key={product._id} images={productGallery(product)} name={product.name} />
        <ProductInfo product={product} onAddToCart={onAddToCart} />
      </div>
      <section className="product-tabs card" aria-label="Product information">
        <Tabs
          label="Product information"
          selected={tab}
          onSelect={setTab}
          items={[
            {
              id: 'description',
              label: 'Description',
              content: (
                <div className="product-description">
                  {(product.description || product.shortDescription || 'No description yet.')
                    .split(/\n{2,}/)
                    .map((paragraph, i) => (
                      <p key={i}>{paragraph}</p>
                    ))}
                </div>
              ),
            },
            {
              id: 'reviews',
              label: `Reviews (${reviewCount})`,
              content: (
                <ProductReviews
                  productId={product._id}
                  rating={product.rating}
                  signedIn={signedIn}
                  onReviewed={() => invalidate('product')}
                />
              ),
            },
          ]}
        />
      </section>
      <RelatedProducts productId={product._id} onAddToCart={onAddToCart} />
    </div>
  );
}
