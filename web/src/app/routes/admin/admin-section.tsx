import { Link } from 'react-router';
import { Page } from '@/components/layouts/page';
import { ArrowLeftIcon } from '@/components/ui/icons';
import { UnavailableNotice } from '@/components/ui/unavailable-notice';
import { adminSections, type AdminSectionPath } from './admin-links';

function AdminSection({ path }: { path: AdminSectionPath }) {
  const section = adminSections.find((s) => s.to === path) ?? adminSections[0];
  return (
    <Page
      title={section.title}
      subtitle={section.summary}
      eyebrow={
        <Link to="/admin">
          <ArrowLeftIcon size={16} /> Back to Dashboard
        </Link>
      }
    >
      <UnavailableNotice>
        <p>This admin screen is not available yet.</p>
      </UnavailableNotice>
    </Page>
  );
}

export const AdminUsersRoute = () => <AdminSection path="/admin/users" />;
export const AdminOrdersRoute = () => <AdminSection path="/admin/orders" />;
export const AdminReviewsRoute = () => <AdminSection path="/admin/reviews" />;
export const AdminNewsletterRoute = () => <AdminSection path="/admin/newsletter" />;
