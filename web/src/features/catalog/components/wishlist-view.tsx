import { useState } from 'react';
import { Link } from 'wouter';
import { formatLongDate, type CartProduct, type Language } from '@shop/domain';
import { CartIcon, HeartIcon } from '@/components/ui/icons';
import { CalendarIcon, TrashIcon } from '@/components/ui/shop-icons';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/state-message';
import { showToast } from '@/components/ui/toast';
import { localMessage } from '@/lib/i18n/shop-messages';
import { useLanguage, useT } from '@/lib/i18n/use-t';
import { localizedProduct } from '@/lib/localized-product';
import { categoryLabel } from '@/lib/shop-info';
import { useWishlist } from '../hooks/use-wishlist';
import { clearWishlistProducts, loadWishlist, removeWishlistProduct } from '../stores/wishlist-store';
import type { SavedProduct } from '../types';
import { cartProductOf, isOutOfStock, productDiscount, productImage, productPath } from '../utils/product-view';
import { hasOptions, pricesDiffer } from '../utils/variant-choice';
import { Price } from './price';
import { ProductImage } from './product-image';
import { StarRating } from './star-rating';
import { StockStatus } from './stock-status';
import './product-badge.css';
import './wishlist.css';

function addedOn(value: string, language: Language): string | null {
  if (!value) return null;
  try {
    return formatLongDate(value, language);
  } catch {
    return null;
  }
}

function WishlistCard({ entry, onAddToCart }: { entry: SavedProduct; onAddToCart: (product: CartProduct) => void }) {
  const t = useT();
  const language = useLanguage();
  const { product } = entry;
  const { name } = localizedProduct(product, language);
  const out = isOutOfStock(product);
  const discount = productDiscount(product);
  const date = addedOn(entry.addedAt, language);
  const [busy, setBusy] = useState(false);

  async function removeIt() {
    setBusy(true);
    try {
      await removeWishlistProduct(product._id);
      showToast(t('catalog.wishlist.removed'));
    } catch (error) {
      showToast(error instanceof Error ? localMessage(error.message) : t('catalog.wishlist.removeFailed'), 'error');
      setBusy(false);
    }
  }

  return (
    <article className={`wishlist-card${out ? ' is-out' : ''}`} data-testid="wishlist-card">
      <div className="wishlist-card-media">
        <Link to={productPath(product)} tabIndex={-1} aria-hidden="true">
          {product.media?.[productImage(product)] ? (
            <ResponsiveImage
              src={productImage(product)}
              media={product.media[productImage(product)]}
              alt=""
              sizes="(max-width: 599px) 100vw, 300px"
            />
          ) : (
            <ProductImage src={productImage(product)} alt="" />
          )}
        </Link>
        <div className="wishlist-card-badges">
          {out ? <span className="product-badge badge-out">{t('catalog.stock.out')}</span> : null}
          {discount ? <span className="product-badge badge-discount">{t('catalog.wishlist.discount', { percent: discount })}</span> : null}
        </div>
        <button
          type="button"
          className="wishlist-remove"
          aria-label={t('catalog.wishlist.removeNamed', { name })}
          title={t('catalog.wishlist.removeTitle')}
          onClick={removeIt}
          disabled={busy}
        >
          <TrashIcon size={18} />
        </button>
      </div>
      <div className="wishlist-card-body">
        <h2 className="wishlist-card-title">
          <Link to={productPath(product)}>{name}</Link>
        </h2>
        <StarRating average={product.rating.average} count={product.rating.count} />
        <p className="wishlist-card-meta">
          {categoryLabel(product.category)}
          {product.brand ? <> · {product.brand}</> : null}
        </p>
        <Price price={product.price} originalPrice={product.originalPrice} from={pricesDiffer(product)} />
        <StockStatus stock={product.stock} />
        {hasOptions(product) && !out ? (
          // The wishlist keeps the product, not a size or colour: those are chosen on its page.
          <Link to={productPath(product)} className="button button-primary wishlist-add">
            {t('catalog.card.chooseOptions')}
            <span className="visually-hidden">{t('catalog.card.addToCartName', { name })}</span>
          </Link>
        ) : (
          <button
            type="button"
            className="button button-primary wishlist-add"
            disabled={out}
            onClick={() => onAddToCart(cartProductOf(product))}
          >
            <CartIcon size={18} /> {t('catalog.card.addToCart')}
            <span className="visually-hidden">{t('catalog.card.addToCartName', { name })}</span>
          </button>
        )}
        {date ? (
          <p className="wishlist-added">
            <CalendarIcon size={14} /> {t('catalog.wishlist.addedOn', { date })}
          </p>
        ) : null}
      </div>
    </article>
  );
}

/**
 * The signed-in shopper's wishlist (SPEC section 2, Wishlist), from the server. The caller
 * shows 'Please Sign In' to visitors.
 */
export function WishlistView({
  onAddToCart,
  onAddAllToCart,
}: {
  onAddToCart: (product: CartProduct) => void;
  onAddAllToCart: (products: CartProduct[]) => void;
}) {
  const t = useT();
  const wishlist = useWishlist();
  const [clearing, setClearing] = useState(false);

  if (wishlist.status === 'loading' || wishlist.status === 'signed-out') {
    return <LoadingState text={t('catalog.wishlist.loading')} />;
  }
  if (wishlist.status === 'error') {
    return <ErrorState message={wishlist.error} onRetry={loadWishlist} />;
  }
  const entries = wishlist.entries;
  if (!entries.length) {
    return (
      <EmptyState icon={<HeartIcon size={28} />} title={t('catalog.wishlist.emptyTitle')}>
        <p className="state-message-text">{t('catalog.wishlist.emptyText')}</p>
        <Link to="/products" className="button button-primary">
          {t('catalog.wishlist.startShopping')}
        </Link>
      </EmptyState>
    );
  }

  // Products sold in variants are added from their page, where the options are chosen.
  const inStock = entries.filter((entry) => !isOutOfStock(entry.product) && !hasOptions(entry.product));

  async function clearAll() {
    setClearing(true);
    try {
      await clearWishlistProducts();
      showToast(t('catalog.wishlist.cleared'));
    } catch (error) {
      showToast(error instanceof Error ? localMessage(error.message) : t('catalog.wishlist.clearFailed'), 'error');
    } finally {
      setClearing(false);
    }
  }

  return (
    <div className="wishlist">
      <div className="wishlist-toolbar">
        <p className="wishlist-count">{t('catalog.wishlist.savedCount', { count: entries.length })}</p>
        <div className="wishlist-actions">
          <button
            type="button"
            className="button button-primary"
            disabled={!inStock.length}
            onClick={() => onAddAllToCart(inStock.map((entry) => cartProductOf(entry.product)))}
          >
            <CartIcon size={18} /> {t('catalog.wishlist.addAllToCart')}
          </button>
          <button type="button" className="button button-secondary" onClick={clearAll} disabled={clearing}>
            <TrashIcon size={18} /> {t('catalog.wishlist.clear')}
          </button>
        </div>
      </div>
      <ul className="wishlist-grid">
        {entries.map((entry) => (
          <li key={entry.product._id}>
            <WishlistCard entry={entry} onAddToCart={onAddToCart} />
          </li>
        ))}
      </ul>
    </div>
  );
}
