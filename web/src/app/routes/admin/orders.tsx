import { AdminOrders } from '@/features/admin/components/admin-orders';
import { AdminPage } from './admin-page';

/** /admin/orders: visitors and shoppers see 'Access Denied' and no order is requested. */
export function AdminOrdersRoute() {
  return (
    <AdminPage path="/admin/orders">
      <AdminOrders />
    </AdminPage>
  );
}
