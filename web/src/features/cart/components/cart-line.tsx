import { Link } from 'wouter';
import { cartLineKey, formatRwf, lineName, type CartItem } from '@shop/domain';
import { ProductThumbnail } from '@/components/ui/product-thumbnail';
import { TrashIcon } from '@/components/ui/shop-icons';
import { useT } from '@/lib/i18n/use-t';
import { categoryLabel } from '@/lib/shop-info';
import { removeFromCart, setCartQuantity } from '../stores/cart-store';

/**
 * One cart line: picture, name (with the variant chosen: "Hoodie — L / Black"), category, unit
 * price, quantity (minus disabled at 1, plus at the units for sale), line total, remove.
 */
export function CartLine({ item }: { item: CartItem }) {
  const t = useT();
  const { originalId, quantity } = item;
  const name = lineName(item.name, item.variantLabel);
  const key = cartLineKey(item);
  const atLimit = item.available !== undefined && quantity >= item.available;
  return (
    <article className="cart-line" data-testid="cart-line">
      <Link to={`/product/${originalId}`} className="cart-line-media" tabIndex={-1} aria-hidden="true">
        <ProductThumbnail src={item.image} size={96} decoding="async" />
      </Link>
      <div className="cart-line-info">
        <h2 className="cart-line-name">
          <Link to={`/product/${originalId}`}>{name}</Link>
        </h2>
        {item.category ? <p className="cart-line-category">{categoryLabel(item.category)}</p> : null}
        <p className="cart-line-price">
          {formatRwf(item.price)} <span className="cart-line-each">{t('cart.each')}</span>
        </p>
      </div>
      <div className="cart-line-controls">
        <div className="quantity-stepper" role="group" aria-label={t('cart.quantityOf', { name })}>
          <button
            type="button"
            className="quantity-button"
            aria-label={t('cart.decrease', { name })}
            disabled={quantity <= 1}
            onClick={() => setCartQuantity(key, quantity - 1)}
          >
            <span aria-hidden="true">−</span>
          </button>
          <output className="quantity-value" aria-live="polite" data-testid="cart-line-quantity">
            {quantity}
          </output>
          <button
            type="button"
            className="quantity-button"
            aria-label={t('cart.increase', { name })}
            disabled={atLimit}
            title={atLimit ? t('cart.allInCart', { count: quantity }) : undefined}
            onClick={() => setCartQuantity(key, quantity + 1)}
          >
            <span aria-hidden="true">+</span>
          </button>
        </div>
        <p className="cart-line-total" data-testid="cart-line-total">
          {formatRwf(item.price * quantity)}
        </p>
        <button
          type="button"
          className="cart-line-remove"
          aria-label={t('cart.removeNamed', { name })}
          title={t('cart.remove')}
          onClick={() => removeFromCart(key)}
        >
          <TrashIcon size={18} />
        </button>
      </div>
    </article>
  );
}
