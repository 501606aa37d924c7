import { Page } from '@/components/layouts/page';
import { CartView } from '@/features/cart/components/cart-view';
import { ClearCartButton } from '@/features/cart/components/clear-cart-button';
import { useCart } from '@/features/cart/hooks/use-cart';

/** /cart (SPEC section 2, Cart). */
export function CartRoute() {
  const cart = useCart();
  const count = cart.itemCount;
  const filled = cart.items.length > 0;
  return (
    <Page
      title="Shopping Cart"
      subtitle={filled ? `${count} ${count === 1 ? 'item' : 'items'} in your cart` : undefined}
      actions={filled ? <ClearCartButton /> : undefined}
    >
      <CartView cart={cart} />
    </Page>
  );
}
