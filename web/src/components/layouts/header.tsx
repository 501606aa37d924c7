import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { NavLink } from '@/components/ui/nav-link';
import { CloseIcon, HeartIcon, MenuIcon, UserIcon } from '@/components/ui/icons';
import { Logo } from '@/components/ui/logo';
import { SearchBox } from '@/components/ui/search-box';
import { useT } from '@/lib/i18n/use-t';
import { CartLink } from './cart-link';
import type { HeaderProps } from './header-types';
import { LanguagePicker } from './language-picker';
import { shopLinks } from './nav-links';
import './header.css';

const mobileMenuId = 'mobile-menu';

// Not needed to paint a page: the menus' code loads beside the first screen, not before it.
const MobileMenu = lazy(async () => ({ default: (await import('./mobile-menu')).MobileMenu }));
const UserMenu = lazy(async () => ({ default: (await import('./user-menu')).UserMenu }));

export function Header({ cartCount, user, onSignOut, onLanguageChosen }: HeaderProps) {
  const t = useT();
  const [menuOpen, setMenuOpen] = useState(false);
  const [pathname] = useLocation();

  useEffect(() => setMenuOpen(false), [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const close = () => setMenuOpen(false);

  return (
    <header className="site-header">
      <div className="container header-bar">
        <Logo onClick={close} />
        <SearchBox className="header-search" />
        <div className="header-actions">
          <Link to="/wishlist" className="icon-button" aria-label={t('nav.wishlist')} onClick={close}>
            <HeartIcon size={22} />
          </Link>
          <LanguagePicker className="header-language" onChosen={onLanguageChosen} />
          <CartLink count={cartCount} onClick={close} />
          <div className="header-account">
            {user ? (
              <Suspense fallback={null}>
                <UserMenu user={user} onSignOut={onSignOut} />
              </Suspense>
            ) : (
              <Link to="/login" className="button button-primary">
                <UserIcon size={16} /> {t('nav.signIn')}
              </Link>
            )}
          </div>
          <button
            type="button"
            className="icon-button menu-toggle"
            aria-expanded={menuOpen}
            aria-controls={mobileMenuId}
            aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setMenuOpen((v) => !v)}
          >
            {menuOpen ? <CloseIcon size={24} /> : <MenuIcon size={24} />}
          </button>
        </div>
      </div>
      <nav className="header-nav" aria-label={t('nav.shop')}>
        <ul className="container header-nav-list">
          {shopLinks.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to}>
                {t(link.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Suspense fallback={null}>
        <MobileMenu
          id={mobileMenuId}
          open={menuOpen}
          onClose={close}
          cartCount={cartCount}
          user={user}
          onSignOut={onSignOut}
          onLanguageChosen={onLanguageChosen}
        />
      </Suspense>
    </header>
  );
}
