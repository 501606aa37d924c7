import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Page } from '@/components/layouts/page';
import { ArrowLeftIcon } from '@/components/ui/shop-icons';
import { LoadingState } from '@/components/ui/state-message';
import { useSession } from '@/features/account/hooks/use-session';
import { AccessDenied } from '@/features/admin/components/access-denied';
import { ConfirmHost } from '@/features/admin/components/confirm-dialog';
import { useT } from '@/lib/i18n/use-t';
import { adminSections, type AdminSectionPath } from './admin-links';

/**
 * The frame of every admin screen: visitors and shoppers see 'Access Denied' and nothing of the
 * screen (its data is never requested); admins see the screen under its title with 'Back to
 * Dashboard', and the confirmation that destructive actions ask for. The server refuses non-admin
 * calls either way. `path` omitted: the dashboard.
 */
export function AdminPage({ path, title, subtitle, children }: { path?: AdminSectionPath; title?: string; subtitle?: string; children: ReactNode }) {
  const t = useT();
  const { status, user } = useSession();
  const isAdmin = user?.role === 'ADMIN';
  const section = path ? adminSections.find((s) => s.to === path) : undefined;
  let body;
  if (isAdmin)
    body = (
      <>
        {children}
        <ConfirmHost />
      </>
    );
  else if (status === 'loading' && !user) body = <LoadingState text={t('admin.page.checking')} />;
  else body = <AccessDenied />;
  return (
    <Page
      title={title ?? (section ? t(section.title) : t('admin.page.title'))}
      subtitle={isAdmin ? (subtitle ?? (section ? t(section.summary) : undefined)) : undefined}
      eyebrow={
        isAdmin && path ? (
          <Link to="/admin">
            <ArrowLeftIcon size={16} /> {t('admin.page.back')}
          </Link>
        ) : undefined
      }
    >
      {body}
    </Page>
  );
}
