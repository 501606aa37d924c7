import { Link } from 'react-router';
import { Page } from '@/components/layouts/page';
import { UnavailableNotice } from '@/components/ui/unavailable-notice';

/** /auth/callback?token&refresh&error: the return from Google or GitHub. */
export function AuthCallbackRoute() {
  return (
    <Page title="Social Sign-In" narrow>
      <UnavailableNotice>
        <p>Returning from Google or GitHub sign-in is not available yet, so you have not been signed in.</p>
      </UnavailableNotice>
      <Link to="/login" className="button button-secondary">
        Back to Sign In
      </Link>
    </Page>
  );
}
