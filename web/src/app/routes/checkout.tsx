import { Link } from 'react-router';
import { Page } from '@/components/layouts/page';
import { ArrowLeftIcon } from '@/components/ui/icons';
import { UnavailableNotice } from '@/components/ui/unavailable-notice';

/** /checkout */
export function CheckoutRoute() {
  return (
    <Page
      title="Checkout"
      eyebrow={
        <Link to="/cart">
          <ArrowLeftIcon size={16} /> Back to Cart
        </Link>
      }
    >
      <UnavailableNotice>
        <p>
          Checkout (contact details, delivery address and mobile money payment) is not available yet. No order can
          be placed from this screen.
        </p>
      </UnavailableNotice>
    </Page>
  );
}
