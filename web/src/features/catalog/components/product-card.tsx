import type { CartProduct } from '@shop/domain';
import { Link } from 'react-router';
import { CartIcon } from '@/components/ui/icons';
import { categoryLabel } from '@/lib/shop-info';
import type { Product } from '../types';
import { cartProductOf, isOutOfStock, productDiscount, productImage, productPath } from '../utils/product-view';
import { Price } from './price';
import { ProductBadges } from './product-badges';
import { ProductImage } from './product-image';
import { StarRating } from './star-rating';
import { StockStatus } from './stock-status';
import { WishlistButton } from './wishlist-button';
import './product-card.css';

export interface ProductCardProps {
  product: Product;
  layout?: 'grid' | 'list';
  onAddToCart: (product: CartProduct) => void;
  /** Called when the shopper opens the product (to count a view). */
  onOpen?: (product: Product) => void;
  /** Search results also show 'Save N%'. */
  showSavings?: boolean;
  /** Override where the card links (related products link to /products/{id}). */
  href?: string;
}

/**
 * A product in a listing: badges, Out of Stock overlay, wishlist heart, rating, price with the
 * original struck through, short description, stock and Add to Cart (disabled at zero stock).
 */
export function ProductCard({ product, layout = 'grid', onAddToCart, onOpen, showSavings, href }: ProductCardProps) {
  const to = href ?? productPath(product);
  const out = isOutOfStock(product);
  const discount = productDiscount(product);
  const open = () => onOpen?.(product);
  return (
    <article className={`product-card product-card-${layout}${out ? ' is-out' : ''}`} data-testid="product-card">
      <div className="product-card-media">
        <Link to={to} onClick={open} tabIndex={-1} aria-hidden="true" className="product-card-image-link">
          <ProductImage src={productImage(product)} alt="" className="product-card-image" />
        </Link>
        <ProductBadges product={product} />
        {out ? (
          <div className="product-card-overlay" aria-hidden="true">
            <span>Out of Stock</span>
          </div>
        ) : null}
        <div className="product-card-heart">
          <WishlistButton product={product} />
        </div>
      </div>
      <div className="product-card-body">
        <p className="product-card-meta">
          <span>{categoryLabel(product.category)}</span>
          {product.brand ? <span className="product-card-brand">{product.brand}</span> : null}
        </p>
        <h3 className="product-card-title">
          <Link to={to} onClick={open}>
            {product.name}
          </Link>
        </h3>
        <StarRating average={product.rating?.average} count={product.rating?.count} />
        {product.shortDescription ? <p className="product-card-description">{product.shortDescription}</p> : null}
        <div className="product-card-footer">
          <div className="product-card-pricing">
            <Price price={product.price} originalPrice={product.originalPrice} />
            {showSavings && discount ? <span className="save-label">Save {discount}%</span> : null}
          </div>
          <StockStatus product={product} />
          <button
            type="button"
            className="button button-primary product-card-add"
            disabled={out}
            onClick={() => onAddToCart(cartProductOf(product))}
          >
            <CartIcon size={18} />
            Add to Cart<span className="visually-hidden">: {product.name}</span>
          </button>
        </div>
      </div>
    </article>
  );
}

/** Cards in a grid or a list. */
export function ProductGrid({
  products,
  layout = 'grid',
  label,
  hrefFor,
  ...card
}: Omit<ProductCardProps, 'product' | 'href'> & {
  products: Product[];
  label?: string;
  hrefFor?: (product: Product) => string;
}) {
  return (
    <ul className={`product-grid product-grid-${layout}`} aria-label={label}>
      {products.map((product) => (
        <li key={product._id}>
          <ProductCard product={product} layout={layout} href={hrefFor?.(product)} {...card} />
        </li>
      ))}
    </ul>
  );
}
