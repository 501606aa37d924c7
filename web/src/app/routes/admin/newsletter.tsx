import { AdminNewsletter } from '@/features/admin/components/admin-newsletter';
import { AdminPage } from './admin-page';

/** /admin/newsletter: visitors and shoppers see 'Access Denied' and no data. */
export function AdminNewsletterRoute() {
  return (
    <AdminPage path="/admin/newsletter">
      <AdminNewsletter />
    </AdminPage>
  );
}
