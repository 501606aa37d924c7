import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { ChevronDownIcon, DashboardIcon, HeartIcon, PackageIcon, SettingsIcon, SignOutIcon } from '@/components/ui/icons';
import { useT, type MessageKey } from '@/lib/i18n/use-t';
import type { HeaderUser } from './header-types';
import { initials, providerLabel } from './nav-links';
import './user-menu.css';

const accountLinks: { to: string; label: MessageKey; Icon: typeof SettingsIcon }[] = [
  { to: '/profile', label: 'menu.profileSettings', Icon: SettingsIcon },
  { to: '/orders', label: 'menu.orderHistory', Icon: PackageIcon },
  { to: '/wishlist', label: 'nav.wishlist', Icon: HeartIcon },
];

/** The signed-in user's menu: who is signed in, account links, Admin Dashboard for admins, Sign Out. */
export function UserMenu({ user, onSignOut }: { user: HeaderUser; onSignOut: () => void }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [pathname] = useLocation();

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="user-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="user-menu-button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
      >
        <span className="avatar" aria-hidden="true">
          {initials(user.displayName)}
          {user.isAdmin ? <span className="admin-dot" data-testid="admin-dot" /> : null}
        </span>
        <span className="user-menu-name">{user.displayName}</span>
        <span className="visually-hidden">{user.isAdmin ? t('menu.menuAdmin') : t('menu.menu')}</span>
        <ChevronDownIcon size={16} />
      </button>
      <div id={panelId} className="user-menu-panel" hidden={!open}>
        <UserSummary user={user} />
        <UserLinks user={user} onSignOut={onSignOut} />
      </div>
    </div>
  );
}

export function UserSummary({ user }: { user: HeaderUser }) {
  const t = useT();
  return (
    <div className="user-summary">
      <p className="user-summary-name">
        {user.displayName}
        {user.isAdmin ? <span className="admin-badge">{t('menu.adminBadge')}</span> : null}
      </p>
      {user.email ? <p className="user-summary-email">{user.email}</p> : null}
      <p className="user-summary-provider">{t('menu.signedInWith', { provider: providerLabel(t, user.provider) })}</p>
    </div>
  );
}

/** The account links, shared by the dropdown and the mobile menu. */
export function UserLinks({ user, onSignOut, onNavigate }: { user: HeaderUser; onSignOut: () => void; onNavigate?: () => void }) {
  const t = useT();
  return (
    <ul className="user-links">
      {accountLinks.map(({ to, label, Icon }) => (
        <li key={to}>
          <Link to={to} onClick={onNavigate}>
            <Icon size={18} />
            {t(label)}
          </Link>
        </li>
      ))}
      {user.isAdmin ? (
        <li>
          <Link to="/admin" onClick={onNavigate}>
            <DashboardIcon size={18} />
            {t('menu.adminDashboard')}
            <span className="admin-dot admin-dot-inline" aria-hidden="true" />
          </Link>
        </li>
      ) : null}
      <li className="user-links-divider">
        <button type="button" onClick={onSignOut}>
          <SignOutIcon size={18} />
          {t('menu.signOut')}
        </button>
      </li>
    </ul>
  );
}
