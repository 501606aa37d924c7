import { AdminProducts } from '@/features/admin/components/admin-products';
import { AdminPage } from './admin-page';

/** /admin/products: visitors and shoppers see 'Access Denied' (SPEC section 6). */
export function AdminProductsRoute() {
  return (
    <AdminPage path="/admin/products">
      <AdminProducts />
    </AdminPage>
  );
}
