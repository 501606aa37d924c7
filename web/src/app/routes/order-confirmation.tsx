import { Link, useParams } from 'react-router';
import { Page } from '@/components/layouts/page';
import { UnavailableNotice } from '@/components/ui/unavailable-notice';

/** /order-confirmation/:orderNumber */
export function OrderConfirmationRoute() {
  const { orderNumber = '' } = useParams();
  return (
    <Page title="Order Confirmation" subtitle={<>Order number <code>{orderNumber}</code></>}>
      <UnavailableNotice>
        <p>Order details are not available yet. Your orders will be listed under Order History.</p>
      </UnavailableNotice>
      <div className="page-actions">
        <Link to="/products" className="button button-primary">
          Continue Shopping
        </Link>
        <Link to="/contact" className="button button-secondary">
          Contact Support
        </Link>
      </div>
    </Page>
  );
}
