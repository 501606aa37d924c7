import { AdminUsers } from '@/features/admin/components/admin-users';
import { AdminPage } from './admin-page';

/** /admin/users: visitors and shoppers see 'Access Denied' and no data. */
export function AdminUsersRoute() {
  return (
    <AdminPage path="/admin/users">
      <AdminUsers />
    </AdminPage>
  );
}
