import { Link, useSearchParams } from 'wouter';
import { useDocumentTitle } from '@/components/layouts/page';
import { ArrowLeftIcon, InfoIcon } from '@/components/ui/shop-icons';
import { DemoSignIn } from '@/features/account/components/demo-sign-in';
import { SocialSignIn } from '@/features/account/components/social-sign-in';
import { useAuthProviders } from '@/features/account/hooks/use-auth-providers';
import { useRedirectWhenSignedIn } from '@/features/account/hooks/use-redirect-when-signed-in';
import { accountMessage } from '@/features/account/utils/server-messages';
import { useT } from '@/lib/i18n/use-t';
import './login.css';

/** /login, optional ?message= (SPEC section 2, Login). */
export function LoginRoute() {
  const t = useT();
  useDocumentTitle(t('account.login.title'));
  useRedirectWhenSignedIn();
  const [params] = useSearchParams();
  const message = params.get('message');
  const providers = useAuthProviders();
  const demo = providers.status === 'ready' && providers.providers.demo ? providers.providers : null;

  return (
    <div className="login-page container">
      <div className="login-card card">
        <div className="login-head">
          <h1 className="login-title">{t('account.login.title')}</h1>
          <p className="login-lead">{t('account.login.lead')}</p>
        </div>
        {message ? (
          <p className="info-banner login-message" role="status">
            <InfoIcon size={18} /> {accountMessage(message)}
          </p>
        ) : null}
        <SocialSignIn />
        {demo ? (
          <>
            <p className="login-divider">
              <span>{t('account.login.or')}</span>
            </p>
            <DemoSignIn accounts={demo.demoAccounts} />
          </>
        ) : null}
        <p className="login-terms">
          {t('account.login.termsBefore')} <Link to="/terms-and-conditions">{t('account.login.termsLink')}</Link>
          {t('account.login.termsAfter')}
        </p>
      </div>
      <Link to="/" className="login-back">
        <ArrowLeftIcon size={16} /> {t('account.login.backToStore')}
      </Link>
    </div>
  );
}
