import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { NavLink } from '@/components/ui/nav-link';
import { CloseIcon, HeartIcon, MenuIcon, UserIcon } from '@/components/ui/icons';
import { Logo } from '@/components/ui/logo';
import { SearchBox } from '@/components/ui/search-box';
import { CartLink } from './cart-link';
import type { HeaderProps } from './header-types';
import { MobileMenu } from './mobile-menu';
import { shopLinks } from './nav-links';
import { UserMenu } from './user-menu';
import './header.css';

const mobileMenuId = 'mobile-menu';

export function Header({ cartCount, user, onSignOut }: HeaderProps) {
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
          <Link to="/wishlist" className="icon-button" aria-label="Wishlist" onClick={close}>
            <HeartIcon size={22} />
          </Link>
          <CartLink count={cartCount} onClick={close} />
          <div className="header-account">
            {user ? (
              <UserMenu user={user} onSignOut={onSignOut} />
            ) : (
              <Link to="/login" className="button button-primary">
                <UserIcon size={16} /> Sign In
              </Link>
            )}
          </div>
          <button
            type="button"
            className="icon-button menu-toggle"
            aria-expanded={menuOpen}
            aria-controls={mobileMenuId}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((v) => !v)}
          >
            {menuOpen ? <CloseIcon size={24} /> : <MenuIcon size={24} />}
          </button>
        </div>
      </div>
      <nav className="header-nav" aria-label="Shop">
        <ul className="container header-nav-list">
          {shopLinks.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <MobileMenu
        id={mobileMenuId}
        open={menuOpen}
        onClose={close}
        cartCount={cartCount}
        user={user}
        onSignOut={onSignOut}
      />
    </header>
  );
}
