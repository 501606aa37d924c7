import { AdminReviews } from '@/features/admin/components/admin-reviews';
import { AdminPage } from './admin-page';

/** /admin/reviews: visitors and shoppers see 'Access Denied' and no data. */
export function AdminReviewsRoute() {
  return (
    <AdminPage path="/admin/reviews">
      <AdminReviews />
    </AdminPage>
  );
}
