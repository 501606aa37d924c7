import { Link } from 'wouter';
import { NavLink } from '@/components/ui/nav-link';
import { CartIcon, HeartIcon, UserIcon } from '@/components/ui/icons';
import { SearchBox } from '@/components/ui/search-box';
import { useT } from '@/lib/i18n/use-t';
import { LanguagePicker } from './language-picker';
import type { HeaderProps } from './header-types';
import { shopLinks } from './nav-links';
import { UserLinks, UserSummary } from './user-menu';

interface MobileMenuProps extends HeaderProps {
  id: string;
  open: boolean;
  onClose: () => void;
}

/** The phone-sized menu: repeats the header's search, shop links, wishlist, cart and account. */
export function MobileMenu({ id, open, onClose, cartCount, user, onSignOut, onLanguageChosen }: MobileMenuProps) {
  const t = useT();
  return (
    <div id={id} className="mobile-menu" hidden={!open}>
      <div className="container mobile-menu-inner">
        <SearchBox onSearched={onClose} />
        <nav aria-label={t('nav.shopMobile')}>
          <ul className="mobile-menu-links">
            {shopLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} onClick={onClose}>
                  {t(link.label)}
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
                <HeartIcon size={18} /> {t('nav.wishlist')}
              </Link>
            </li>
          )}
          <li>
            <Link to="/cart" onClick={onClose}>
              <CartIcon size={18} /> {t('nav.cart')}
              <span className="mobile-menu-count">
                {t('nav.itemCount', { count: cartCount })}
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
              <UserIcon size={18} /> {t('nav.signIn')}
            </Link>
          )}
        </div>
        <LanguagePicker className="mobile-menu-language" onChosen={onLanguageChosen} />
      </div>
    </div>
  );
}
