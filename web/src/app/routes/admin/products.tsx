import { Link } from 'react-router';
import { Page } from '@/components/layouts/page';
import { ArrowLeftIcon } from '@/components/ui/icons';
import { LoadingState } from '@/components/ui/state-message';
import { useSession } from '@/features/account/hooks/use-session';
import { AccessDenied } from '@/features/admin/components/access-denied';
import { AdminProducts } from '@/features/admin/components/admin-products';
import { adminSections } from './admin-links';

const section = adminSections.find((s) => s.to === '/admin/products')!;

/**
 * /admin/products: the only admin screen that checks the role in the browser (SPEC section 6);
 * visitors and shoppers see 'Access Denied'. The server refuses their calls either way.
 */
export function AdminProductsRoute() {
  const { status, user } = useSession();
  const isAdmin = user?.role === 'ADMIN';
  let body;
  if (isAdmin) body = <AdminProducts />;
  else if (status === 'loading' && !user) body = <LoadingState text="Checking your access..." />;
  else body = <AccessDenied />;
  return (
    <Page
      title={section.title}
      subtitle={isAdmin ? section.summary : undefined}
      eyebrow={
        isAdmin ? (
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
