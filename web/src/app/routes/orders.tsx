import { Page } from '@/components/layouts/page';
import { UnavailableNotice } from '@/components/ui/unavailable-notice';

/** /orders */
export function OrdersRoute() {
  return (
    <Page title="Order History" subtitle="Track your orders and view past purchases">
      <UnavailableNotice>
        <p>Your order history is not available yet.</p>
      </UnavailableNotice>
    </Page>
  );
}
