import { useLayoutEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
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

export function RootLayout({ children }: { children: ReactNode }) {
  const [pathname, navigate] = useLocation();
  useScrollToTopOnRouteChange(pathname);
  const cartCount = useCartCount();
  const user = useSessionUser();

  async function handleSignOut() {
    await signOut();
    navigate('/');
  }

  return (
    <MainLayout cartCount={cartCount} user={user} onSignOut={() => void handleSignOut()}>
      <ScreenErrorBoundary location={pathname}>
        {children}
      </ScreenErrorBoundary>
    </MainLayout>
  );
}
