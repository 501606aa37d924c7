import { useLayoutEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { MainLayout } from '@/components/layouts/main-layout';
import { signOut, useSessionUser } from '@/features/account/hooks/use-session-user';
import { useCartCount } from '@/features/cart/hooks/use-cart-count';

/** Scrolls to the top on every route change (SPEC section 2). */
function useScrollToTopOnRouteChange() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
}

export function RootLayout() {
  useScrollToTopOnRouteChange();
  const cartCount = useCartCount();
  const user = useSessionUser();
  const navigate = useNavigate();

  async function handleSignOut() {
    await signOut();
    navigate('/');
  }

  return (
    <MainLayout cartCount={cartCount} user={user} onSignOut={() => void handleSignOut()}>
      <Outlet />
    </MainLayout>
  );
}
