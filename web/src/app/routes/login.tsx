import { Link, useSearchParams } from 'wouter';
import { useDocumentTitle } from '@/components/layouts/page';
import { ArrowLeftIcon, InfoIcon } from '@/components/ui/icons';
import { DemoSignIn } from '@/features/account/components/demo-sign-in';
import { SocialSignIn } from '@/features/account/components/social-sign-in';
import { useAuthProviders } from '@/features/account/hooks/use-auth-providers';
import { useRedirectWhenSignedIn } from '@/features/account/hooks/use-redirect-when-signed-in';
import './login.css';

/** /login, optional ?message= (SPEC section 2, Login). */
export function LoginRoute() {
  useDocumentTitle('Sign In');
  useRedirectWhenSignedIn();
  const [params] = useSearchParams();
  const message = params.get('message');
  const providers = useAuthProviders();
  const demo = providers.status === 'ready' && providers.providers.demo ? providers.providers : null;

  return (
    <div className="login-page container">
      <div className="login-card card">
        <div className="login-head">
          <h1 className="login-title">Sign In</h1>
          <p className="login-lead">Welcome to DevShop. Sign in to check out, follow your orders and keep a wishlist.</p>
        </div>
        {message ? (
          <p className="info-banner login-message" role="status">
            <InfoIcon size={18} /> {message}
          </p>
        ) : null}
        <SocialSignIn />
        {demo ? (
          <>
            <p className="login-divider">
              <span>or</span>
            </p>
            <DemoSignIn accounts={demo.demoAccounts} />
          </>
        ) : null}
        <p className="login-terms">
          By signing in you agree to our <Link to="/terms-and-conditions">Terms and Conditions</Link>.
        </p>
      </div>
      <Link to="/" className="login-back">
        <ArrowLeftIcon size={16} /> Back to Store
      </Link>
    </div>
  );
}
