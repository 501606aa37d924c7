import { AdminAudit } from '@/features/admin/components/admin-audit';
import { AdminPage } from './admin-page';

/** /admin/audit: visitors and shoppers see 'Access Denied' and no data. */
export function AdminAuditRoute() {
  return (
    <AdminPage path="/admin/audit">
      <AdminAudit />
    </AdminPage>
  );
}
