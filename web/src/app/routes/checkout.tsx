import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { CHECKOUT_EMPTY_CART } from '@shop/domain';
import { Page } from '@/components/layouts/page';
import { ArrowLeftIcon } from '@/components/ui/shop-icons';
import { LoadingState } from '@/components/ui/state-message';
import { showToast } from '@/components/ui/toast';
import { useSession } from '@/features/account/hooks/use-session';
import type { User } from '@/features/account/types';
import { removeCoupon } from '@/features/cart/api/remove-coupon';
import { useCart } from '@/features/cart/hooks/use-cart';
import {
  dropCartCoupon,
  emptyCart,
  readCart,
  repriceCart,
  storedCartHasInvalidItems,
} from '@/features/cart/stores/cart-store';
import { AccountRequired } from '@/features/checkout/components/account-required';
import { CheckoutPage } from '@/features/checkout/components/checkout-page';
import type { CartActions } from '@/features/checkout/hooks/use-checkout-flow';
import type { CheckoutDefaults } from '@/features/checkout/hooks/use-checkout-form';
import { translate, useT } from '@/lib/i18n/use-t';

/** The checkout form starts from the shopper's profile. */
function defaultsOf(user: User): CheckoutDefaults {
  const { firstName, lastName, email, phone, address } = user;
  const { street, city, state: district, zipCode: postalCode } = address;
  return { firstName, lastName, email, phone, street, city, district, postalCode };
}

/** What checkout may do to the cart: reprice it after a 409, drop a refused code, empty it once paid. */
const cartActions: CartActions = {
  reprice: (items) => void repriceCart(items),
  dropCoupon: () => void dropCartCoupon(),
  finish: () => {
    const hadCoupon = Boolean(readCart().coupon);
    emptyCart();
    if (hadCoupon) void removeCoupon().catch(() => undefined);
  },
};

/**
 * Before the form: a cart with lines that are not real products is cleared (with an alert), and
 * an empty cart sends the shopper to /products (SPEC sections 5 and 6). Checked once on arrival,
 * so the cart emptied by a successful order does not send the shopper away.
 */
function useCartGate(): boolean {
  const [, navigate] = useLocation();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (storedCartHasInvalidItems()) {
      emptyCart();
      window.alert(translate('checkout.invalidCartItems'));
      navigate('/products', { replace: true });
      return;
    }
    if (readCart().items.length === 0) {
      showToast(CHECKOUT_EMPTY_CART, 'error');
      navigate('/products', { replace: true });
      return;
    }
    setReady(true);
  }, [navigate]);
  return ready;
}

function SignedInCheckout({ user }: { user: User }) {
  const ready = useCartGate();
  const cart = useCart();
  const defaults = useMemo(() => defaultsOf(user), [user]);
  if (!ready) return <LoadingState text={translate('checkout.loading')} />;
  return <CheckoutPage cart={cart} defaults={defaults} actions={cartActions} />;
}

/** /checkout (SPEC section 2, Checkout). */
export function CheckoutRoute() {
  const t = useT();
  const { status, user } = useSession();
  let body;
  if (user) body = <SignedInCheckout user={user} />;
  else if (status === 'loading') body = <LoadingState text={t('checkout.loading')} />;
  else body = <AccountRequired />;
  return (
    <Page
      title={t('checkout.title')}
      eyebrow={
        <Link to="/cart">
          <ArrowLeftIcon size={16} /> {t('checkout.backToCart')}
        </Link>
      }
    >
      {body}
    </Page>
  );
}
