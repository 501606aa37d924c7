import { Link } from 'react-router';
import { Page } from '@/components/layouts/page';
import { UnavailableNotice } from '@/components/ui/unavailable-notice';
import { useCartCount } from '@/features/cart/hooks/use-cart-count';

/** /cart */
export function CartRoute() {
  const count = useCartCount();
  return (
    <Page title="Shopping Cart" subtitle={`${count} ${count === 1 ? 'item' : 'items'} in your cart`}>
      <UnavailableNotice>
        <p>
          The cart screen (lines, quantities, promo codes and totals) is not available yet. Your cart is kept in
          this browser and will show here.
        </p>
      </UnavailableNotice>
      <Link to="/products" className="button button-secondary">
        Continue Shopping
      </Link>
    </Page>
  );
}
