import type { ReactNode } from 'react';
import { Footer } from './footer';
import { Header } from './header';
import type { HeaderProps } from './header-types';
import './main-layout.css';

/** The shell every screen sits in: skip link, header, main landmark, footer. */
export function MainLayout({ children, ...header }: HeaderProps & { children: ReactNode }) {
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      <Header {...header} />
      <main id="main-content" className="app-main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
