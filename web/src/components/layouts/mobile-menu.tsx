import { Link } from 'wouter';
import { NavLink } from '@/components/ui/nav-link';
import { CartIcon, HeartIcon, UserIcon } from '@/components/ui/icons';
import { SearchBox } from '@/components/ui/search-box';
import type { HeaderProps } from './header-types';
import { shopLinks } from './nav-links';
import { UserLinks, UserSummary } from './user-menu';

interface MobileMenuProps extends HeaderProps {
  id: string;
  open: boolean;
  onClose: () => void;
}

/** The phone-sized menu: repeats the header's search, shop links, wishlist, cart and account. */
export function MobileMenu({ id, open, onClose, cartCount, user, onSignOut }: MobileMenuProps) {
  return (
    <div id={id} className="mobile-menu" hidden={!open}>
      <div className="container mobile-menu-inner">
        <SearchBox onSearched={onClose} />
        <nav aria-label="Shop (mobile)">
          <ul className="mobile-menu-links">
            {shopLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} onClick={onClose}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <ul className="mobile-menu-links mobile-menu-icons">
          {user ? null : (
            // Signed-in users find Wishlist among their account links below.
            <li>
              <Link to="/wishlist" onClick={onClose}>
                <HeartIcon size={18} /> Wishlist
              </Link>
            </li>
          )}
          <li>
            <Link to="/cart" onClick={onClose}>
              <CartIcon size={18} /> Cart
              <span className="mobile-menu-count">
                {cartCount} {cartCount === 1 ? 'item' : 'items'}
              </span>
            </Link>
          </li>
        </ul>
        <div className="mobile-menu-account">
          {user ? (
            <>
              <UserSummary user={user} />
              <UserLinks
                user={user}
                onNavigate={onClose}
                onSignOut={() => {
                  onClose();
                  onSignOut();
                }}
              />
            </>
          ) : (
            <Link to="/login" className="button button-primary button-lg mobile-menu-signin" onClick={onClose}>
              <UserIcon size={18} /> Sign In
            </Link>
          )}
        </div>
      </div>
    </div>
  );
}
