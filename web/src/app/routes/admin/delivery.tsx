import { AdminDeliveryZones } from '@/features/admin/components/admin-delivery-zones';
import { AdminPage } from './admin-page';

/** /admin/delivery: visitors and shoppers see 'Access Denied' and the zone table is never requested. */
export function AdminDeliveryRoute() {
  return (
    <AdminPage path="/admin/delivery">
      <AdminDeliveryZones />
    </AdminPage>
  );
}
