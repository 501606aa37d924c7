import { TrashIcon } from '@/components/ui/shop-icons';
import { showToast } from '@/components/ui/toast';
import { translate, useT } from '@/lib/i18n/use-t';
import { removeCoupon } from '../api/remove-coupon';
import { emptyCart, readCart } from '../stores/cart-store';

/** Clear Cart: empties the stored cart, its promo code included (also forgotten by the server, best effort). */
export function ClearCartButton() {
  const t = useT();
  function clear() {
    const hadCoupon = Boolean(readCart().coupon);
    emptyCart();
    if (hadCoupon) void removeCoupon().catch(() => undefined);
    showToast(translate('cart.cleared'));
  }
  return (
    <button type="button" className="button button-secondary" onClick={clear}>
      <TrashIcon size={18} /> {t('cart.clear')}
    </button>
  );
}
