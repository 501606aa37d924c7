import { Link, useSearchParams } from 'react-router';
import { Page } from '@/components/layouts/page';
import { InfoIcon } from '@/components/ui/icons';
import { UnavailableNotice } from '@/components/ui/unavailable-notice';

/** /login, optional ?message= */
export function LoginRoute() {
  const [params] = useSearchParams();
  const message = params.get('message');
  return (
    <Page title="Sign In" subtitle="Sign in to check out, follow your orders and keep a wishlist." narrow>
      {message ? (
        <p className="info-banner" role="status">
          <InfoIcon size={18} /> {message}
        </p>
      ) : null}
      <UnavailableNotice>
        <p>Sign-in with Google or GitHub is not available yet.</p>
      </UnavailableNotice>
      <p>
        By signing in you agree to our <Link to="/terms-and-conditions">Terms and Conditions</Link>.
      </p>
      <Link to="/" className="button button-secondary">
        Back to Store
      </Link>
    </Page>
  );
}
