import { memo } from 'react';
import type { CartProduct } from '@shop/domain';
import { Link } from 'wouter';
import { CartIcon } from '@/components/ui/icons';
import { useLanguage, useT } from '@/lib/i18n/use-t';
import { localizedProduct } from '@/lib/localized-product';
import { categoryLabel } from '@/lib/shop-info';
import { prefetchProduct } from '../api/get-product';
import type { Product } from '../types';
import { cartProductOf, isOutOfStock, productDiscount, productImage, productPath } from '../utils/product-view';
import { hasOptions, pricesDiffer } from '../utils/variant-choice';
import { Price } from './price';
import { ProductBadges } from './product-badges';
import { ProductImage, type ImageLoading } from './product-image';
import { ResponsiveImage, useImageHold } from '@/components/ui/responsive-image';
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
  /** How the picture loads; cards on a listing's first screen load theirs at once. */
  imageLoading?: ImageLoading;
  /** How wide the picture is shown (`<img sizes>`), where the card is not in a listing's grid or list. */
  imageSizes?: string;
}

/**
 * A product in a listing: badges, Out of Stock overlay, wishlist heart, rating, price with the
 * original struck through ("From …" when its variants cost different amounts), short
 * description, stock and Add to Cart (disabled at zero stock; for a product sold in variants,
 * Choose Options opens its page).
 * Its texts are in the shopper's language where the product has them; the cart gets the product as it came.
 */
/**
 * How wide a card's picture is shown: grid cards are two across on a phone and about 300 px
 * beside each other on a wider screen; list cards span a phone and have a 240 px column beyond.
 */
const CARD_IMAGE_SIZES = {
  grid: '(max-width: 639px) 50vw, 300px',
  list: '(max-width: 639px) 100vw, 240px',
} as const;

export function ProductCard({
  product,
  layout = 'grid',
  onAddToCart,
  onOpen,
  showSavings,
  href,
  imageLoading = 'lazy',
  imageSizes = CARD_IMAGE_SIZES[layout],
}: ProductCardProps) {
  const t = useT();
  const text = localizedProduct(product, useLanguage());
  const to = href ?? productPath(product);
  const image = productImage(product);
  const media = product.media?.[image];
  const hold = useImageHold(image, imageLoading);
  const out = isOutOfStock(product);
  const discount = productDiscount(product);
  const open = () => onOpen?.(product);
  // Its page is asked for as the pointer or the focus reaches the card, so it opens at once.
  const ahead = href ? undefined : () => prefetchProduct(product._id);
  return (
    <article className={`product-card product-card-${layout}${out ? ' is-out' : ''}`} data-testid="product-card">
      <div className="product-card-media">
        <Link to={to} onClick={open} onPointerEnter={ahead} tabIndex={-1} aria-hidden="true" className="product-card-image-link">
          {media || hold.held ? (
            <ResponsiveImage
              src={image}
              media={media}
              alt=""
              sizes={imageSizes}
              className="product-card-image"
              loading={imageLoading}
              held={hold.held}
            />
          ) : (
            <ProductImage src={image} alt="" className="product-card-image" loading={imageLoading} />
          )}
        </Link>
        {hold.held ? (
          <button type="button" className="button button-secondary product-card-show-image" onClick={hold.show}>
            {t('catalog.image.show')}
            <span className="visually-hidden">{t('catalog.image.showOf', { name: text.name })}</span>
          </button>
        ) : null}
        <ProductBadges product={product} />
        {out ? (
          <div className="product-card-overlay" aria-hidden="true">
            <span>{t('catalog.stock.out')}</span>
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
          <Link to={to} onClick={open} onPointerEnter={ahead} onFocus={ahead}>
            {text.name}
          </Link>
        </h3>
        <StarRating average={product.rating.average} count={product.rating.count} />
        {text.shortDescription ? <p className="product-card-description">{text.shortDescription}</p> : null}
        <div className="product-card-footer">
          <div className="product-card-pricing">
            <Price price={product.price} originalPrice={product.originalPrice} from={pricesDiffer(product)} />
            {showSavings && discount ? <span className="save-label">{t('catalog.card.save', { percent: discount })}</span> : null}
          </div>
          <StockStatus stock={product.stock} />
          {hasOptions(product) && !out ? (
            <Link to={to} onClick={open} className="button button-primary product-card-add">
              {t('catalog.card.chooseOptions')}
              <span className="visually-hidden">{t('catalog.card.addToCartName', { name: text.name })}</span>
            </Link>
          ) : (
            <button
              type="button"
              className="button button-primary product-card-add"
              disabled={out}
              onClick={() => onAddToCart(cartProductOf(product))}
            >
              <CartIcon size={18} />
              {t('catalog.card.addToCart')}
              <span className="visually-hidden">{t('catalog.card.addToCartName', { name: text.name })}</span>
            </button>
          )}
        </div>
      </div>
    </article>
  );
}

/** How many cards a listing's first screen shows at most (four across on a wide screen). */
export const FIRST_SCREEN_CARDS = 4;

function imageLoadingAt(index: number, eagerCount: number): ImageLoading {
  if (index >= eagerCount) return 'lazy';
  return index === 0 ? 'priority' : 'eager';
}

/**
 * Cards in a grid or a list. The first `eagerCount` load their pictures at once (the first
 * screen), the very first with high priority: it is usually the page's largest paint.
 * Memoised: a listing re-renders as its filters load, and the cards need not.
 */
export const ProductGrid = memo(function ProductGrid({
  products,
  layout = 'grid',
  label,
  hrefFor,
  eagerCount = 0,
  ...card
}: Omit<ProductCardProps, 'product' | 'href' | 'imageLoading' | 'imageSizes'> & {
  products: Product[];
  label?: string;
  hrefFor?: (product: Product) => string;
  eagerCount?: number;
}) {
  return (
    <ul className={`product-grid product-grid-${layout}`} aria-label={label}>
      {products.map((product, index) => (
        <li key={product._id}>
          <ProductCard
            product={product}
            layout={layout}
            href={hrefFor?.(product)}
            imageLoading={imageLoadingAt(index, eagerCount)}
            {...card}
          />
        </li>
      ))}
    </ul>
  );
});
