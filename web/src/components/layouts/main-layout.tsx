import { Suspense, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useT } from '@/lib/i18n/use-t';
import { lazyWithMessages } from '@/lib/i18n/lazy-with-messages';
import { Header } from './header';
import type { HeaderProps } from './header-types';
import './main-layout.css';

// Below the fold on every screen: its code (and the language's messages) come after the first
// paint; its low-data switch speaks from the account area.
const Footer = lazyWithMessages(() => import('./footer'), 'Footer', ['account']);

/** The shell every screen sits in: skip link, header, main landmark, footer. */
export function MainLayout({ children, ...header }: HeaderProps & { children: ReactNode }) {
  // The path shown, for tests to follow (data-path); while a screen's code is still loading, its
  // fallback inside <main> carries data-screen-loading.
  const [pathname] = useLocation();
  const t = useT();
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main-content">
        {t('ui.skipToContent')}
      </a>
      <Header {...header} />
      <main id="main-content" className="app-main" tabIndex={-1} data-path={pathname}>
        {children}
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </div>
  );
}
