import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Page } from '@/components/layouts/page';
import { ArrowLeftIcon } from '@/components/ui/icons';
import { LoadingState } from '@/components/ui/state-message';
import { useSession } from '@/features/account/hooks/use-session';
import { AccessDenied } from '@/features/admin/components/access-denied';
import { adminSections, type AdminSectionPath } from './admin-links';

/**
 * The frame of every admin screen: visitors and shoppers see 'Access Denied' and nothing of the
 * screen (its data is never requested); admins see the screen under its title with 'Back to
 * Dashboard'. The server refuses non-admin calls either way. `path` omitted: the dashboard.
 */
export function AdminPage({ path, title, subtitle, children }: { path?: AdminSectionPath; title?: string; subtitle?: string; children: ReactNode }) {
  const { status, user } = useSession();
  const isAdmin = user?.role === 'ADMIN';
  const section = path ? adminSections.find((s) => s.to === path) : undefined;
  let body;
  if (isAdmin) body = children;
  else if (status === 'loading' && !user) body = <LoadingState text="Checking your access..." />;
  else body = <AccessDenied />;
  return (
    <Page
      title={title ?? section?.title ?? 'Admin Dashboard'}
      subtitle={isAdmin ? (subtitle ?? section?.summary) : undefined}
      eyebrow={
        isAdmin && path ? (
          <Link to="/admin">
            <ArrowLeftIcon size={16} /> Back to Dashboard
          </Link>
        ) : undefined
      }
    >
      {body}
    </Page>
  );
}
