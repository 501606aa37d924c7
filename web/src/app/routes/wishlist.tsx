import { Page } from '@/components/layouts/page';
import { LoadingState } from '@/components/ui/state-message';
import { SignInPrompt } from '@/components/ui/sign-in-prompt';
import { useSession } from '@/features/account/hooks/use-session';
import { useAddManyToCart, useAddToCart } from '@/features/cart/hooks/use-add-to-cart';
import { WishlistView } from '@/features/catalog/components/wishlist-view';

/** /wishlist: the signed-in shopper's saved products; visitors are asked to sign in. */
export function WishlistRoute() {
  const session = useSession();
  const addToCart = useAddToCart();
  const addAllToCart = useAddManyToCart();
  let body;
  if (session.status === 'loading' && !session.user) body = <LoadingState text="Loading your wishlist..." />;
  else if (!session.user) body = <SignInPrompt text="You need to be logged in to view your wishlist" />;
  else body = <WishlistView onAddToCart={addToCart} onAddAllToCart={(products) => addAllToCart(products)} />;
  return (
    <Page title="My Wishlist" subtitle="Products you saved for later">
      {body}
    </Page>
  );
}
