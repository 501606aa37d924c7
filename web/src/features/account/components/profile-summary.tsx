import { Link } from 'wouter';
import { initials, providerLabel } from '@/components/layouts/nav-links';
import { DashboardIcon, HeartIcon, PackageIcon } from '@/components/ui/icons';
import { useT } from '@/lib/i18n/use-t';
import type { User } from '../types';
import { displayName } from '../utils/display-name';
import './profile.css';

function memberSince(createdAt: string): string | null {
  const date = new Date(createdAt);
  if (!createdAt || Number.isNaN(date.getTime())) return null;
  return date.toLocaleDateString('en-US', { month: 'long', year: 'numeric' });
}

/** Who is signed in, with links to orders, wishlist and (admins) the dashboard. */
export function ProfileSummary({ user }: { user: User }) {
  const t = useT();
  const name = displayName(user);
  const isAdmin = user.role === 'ADMIN';
  const since = memberSince(user.createdAt);
  return (
    <aside className="profile-summary card" aria-label="Account summary">
      <span className="profile-avatar" aria-hidden="true">
        {initials(name)}
      </span>
      <p className="profile-name">{name}</p>
      <p className="profile-email">{user.email}</p>
      <ul className="profile-tags" aria-label="Account details">
        {isAdmin ? (
          <li className="admin-badge" data-testid="profile-admin-badge">
            Admin
          </li>
        ) : null}
        <li className="profile-tag">{t('menu.signedInWith', { provider: providerLabel(t, user.provider) })}</li>
        {since ? <li className="profile-tag">Member since {since}</li> : null}
      </ul>
      <nav aria-label="Your account">
        <ul className="profile-links">
          <li>
            <Link to="/orders">
              <PackageIcon size={18} /> Order History
            </Link>
          </li>
          <li>
            <Link to="/wishlist">
              <HeartIcon size={18} /> Wishlist
            </Link>
          </li>
          {isAdmin ? (
            <li>
              <Link to="/admin">
                <DashboardIcon size={18} /> Admin Dashboard
              </Link>
            </li>
          ) : null}
        </ul>
      </nav>
    </aside>
  );
}
