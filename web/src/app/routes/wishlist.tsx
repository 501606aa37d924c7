import { Page } from '@/components/layouts/page';
import { LoadingState } from '@/components/ui/state-message';
import { SignInPrompt } from '@/components/ui/sign-in-prompt';
import { useSession } from '@/features/account/hooks/use-session';
import { useAddManyToCart, useAddToCart } from '@/features/cart/hooks/use-add-to-cart';
import { WishlistView } from '@/features/catalog/components/wishlist-view';
import { useT } from '@/lib/i18n/use-t';

/** /wishlist: the signed-in shopper's saved products; visitors are asked to sign in. */
export function WishlistRoute() {
  const t = useT();
  const session = useSession();
  const addToCart = useAddToCart();
  const addAllToCart = useAddManyToCart();
  let body;
  if (session.status === 'loading' && !session.user) body = <LoadingState text={t('catalog.wishlist.loading')} />;
  else if (!session.user) body = <SignInPrompt text={t('catalog.wishlist.signInText')} />;
  else body = <WishlistView onAddToCart={addToCart} onAddAllToCart={(products) => addAllToCart(products)} />;
  return (
    <Page title={t('catalog.wishlist.title')} subtitle={t('catalog.wishlist.subtitle')}>
      {body}
    </Page>
  );
}
