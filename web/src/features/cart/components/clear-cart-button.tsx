import { TrashIcon } from '@/components/ui/shop-icons';
import { showToast } from '@/components/ui/toast';
import { removeCoupon } from '../api/remove-coupon';
import { emptyCart, readCart } from '../stores/cart-store';

/** Clear Cart: empties the stored cart, its promo code included (also forgotten by the server, best effort). */
export function ClearCartButton() {
  function clear() {
    const hadCoupon = Boolean(readCart().coupon);
    emptyCart();
    if (hadCoupon) void removeCoupon().catch(() => undefined);
    showToast('Cart cleared');
  }
  return (
    <button type="button" className="button button-secondary" onClick={clear}>
      <TrashIcon size={18} /> Clear Cart
    </button>
  );
}
