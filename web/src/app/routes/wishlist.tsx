import { Page } from '@/components/layouts/page';
import { UnavailableNotice } from '@/components/ui/unavailable-notice';

/** /wishlist */
export function WishlistRoute() {
  return (
    <Page title="My Wishlist" subtitle="Products you saved for later">
      <UnavailableNotice>
        <p>The wishlist screen is not available yet.</p>
      </UnavailableNotice>
    </Page>
  );
}
