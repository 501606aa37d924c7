import { useLayoutEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { MainLayout } from '@/components/layouts/main-layout';
import { useProfileLanguage } from '@/features/account/hooks/use-profile-language';
import { useSession } from '@/features/account/hooks/use-session';
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
  const keepLanguage = useProfileLanguage(useSession().user);

  async function handleSignOut() {
    await signOut();
    navigate('/');
  }

  return (
    <MainLayout cartCount={cartCount} user={user} onSignOut={() => void handleSignOut()} onLanguageChosen={keepLanguage}>
      <ScreenErrorBoundary location={pathname}>
        {children}
      </ScreenErrorBoundary>
    </MainLayout>
  );
}
