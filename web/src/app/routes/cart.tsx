import { Page } from '@/components/layouts/page';
import { CartView } from '@/features/cart/components/cart-view';
import { ClearCartButton } from '@/features/cart/components/clear-cart-button';
import { useCart } from '@/features/cart/hooks/use-cart';
import { useT } from '@/lib/i18n/use-t';

/** /cart (SPEC section 2, Cart). */
export function CartRoute() {
  const t = useT();
  const cart = useCart();
  const count = cart.itemCount;
  const filled = cart.items.length > 0;
  return (
    <Page
      title={t('cart.title')}
      subtitle={filled ? t('cart.count', { count }) : undefined}
      actions={filled ? <ClearCartButton /> : undefined}
    >
      <CartView cart={cart} />
    </Page>
  );
}
