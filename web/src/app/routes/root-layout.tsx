import { useLayoutEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { MainLayout } from '@/components/layouts/main-layout';
import { signOut, useSessionUser } from '@/features/account/hooks/use-session-user';
import { useCartCount } from '@/features/cart/hooks/use-cart-count';
import { ScreenErrorBoundary } from './screen-error-boundary';

/** Scrolls to the top on every route change (SPEC section 2). */
function useScrollToTopOnRouteChange(pathname: string) {
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
}

export function RootLayout() {
  const { pathname } = useLocation();
  useScrollToTopOnRouteChange(pathname);
  const cartCount = useCartCount();
  const user = useSessionUser();
  const navigate = useNavigate();

  async function handleSignOut() {
    await signOut();
    navigate('/');
  }

  return (
    <MainLayout cartCount={cartCount} user={user} onSignOut={() => void handleSignOut()}>
      <ScreenErrorBoundary location={pathname}>
        <Outlet />
      </ScreenErrorBoundary>
    </MainLayout>
  );
}
