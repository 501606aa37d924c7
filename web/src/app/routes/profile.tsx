import { Page } from '@/components/layouts/page';
import { UnavailableNotice } from '@/components/ui/unavailable-notice';

/** /profile */
export function ProfileRoute() {
  return (
    <Page title="My Profile" subtitle="Your account details and delivery address">
      <UnavailableNotice>
        <p>Viewing and editing your profile is not available yet.</p>
      </UnavailableNotice>
    </Page>
  );
}
