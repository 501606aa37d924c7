import { formatMonthYear, type Language } from '@shop/domain';
import { Link } from 'wouter';
import { initials, providerLabel } from '@/components/layouts/nav-links';
import { DashboardIcon, HeartIcon, PackageIcon } from '@/components/ui/icons';
import { useLanguage, useT } from '@/lib/i18n/use-t';
import type { User } from '../types';
import { displayName } from '../utils/display-name';
import './profile.css';

function memberSince(createdAt: string, language: Language): string | null {
  if (!createdAt || Number.isNaN(new Date(createdAt).getTime())) return null;
  return formatMonthYear(createdAt, language);
}

/** Who is signed in, with links to orders, wishlist and (admins) the dashboard. */
export function ProfileSummary({ user }: { user: User }) {
  const t = useT();
  const name = displayName(user);
  const isAdmin = user.role === 'ADMIN';
  const since = memberSince(user.createdAt, useLanguage());
  return (
    <aside className="profile-summary card" aria-label={t('account.profile.summary')}>
      <span className="profile-avatar" aria-hidden="true">
        {initials(name)}
      </span>
      <p className="profile-name">{name}</p>
      <p className="profile-email">{user.email}</p>
      <ul className="profile-tags" aria-label={t('account.profile.tags')}>
        {isAdmin ? (
          <li className="admin-badge" data-testid="profile-admin-badge">
            {t('menu.adminBadge')}
          </li>
        ) : null}
        <li className="profile-tag">{t('menu.signedInWith', { provider: providerLabel(t, user.provider) })}</li>
        {since ? <li className="profile-tag">{t('account.profile.memberSince', { date: since })}</li> : null}
      </ul>
      <nav aria-label={t('account.profile.links')}>
        <ul className="profile-links">
          <li>
            <Link to="/orders">
              <PackageIcon size={18} /> {t('menu.orderHistory')}
            </Link>
          </li>
          <li>
            <Link to="/wishlist">
              <HeartIcon size={18} /> {t('nav.wishlist')}
            </Link>
          </li>
          {isAdmin ? (
            <li>
              <Link to="/admin">
                <DashboardIcon size={18} /> {t('menu.adminDashboard')}
              </Link>
            </li>
          ) : null}
        </ul>
      </nav>
    </aside>
  );
}
