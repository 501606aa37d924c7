import { useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { useDocumentTitle } from '@/components/layouts/page';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/lib/i18n/use-t';
import { takeRedirectAfterLogin } from '@/lib/redirect-after-login';
import { completeSocialLogin } from '../stores/session-store';
import { AUTH_FAILED_MESSAGE } from '../utils/server-messages';
import './auth.css';

const failedUrl = `/login?message=${encodeURIComponent(AUTH_FAILED_MESSAGE)}`;

/**
 * /auth/callback?token&refresh&error: stores the tokens once GET /auth/me confirms them and
 * goes to the saved redirect (or home); any failure goes to /login with the failure message.
 */
export function SocialLoginReturn() {
  const t = useT();
  useDocumentTitle(t('account.callback.title'));
  const [params] = useSearchParams();
  const [, navigate] = useLocation();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void completeSocialLogin({
      token: params.get('token'),
      refresh: params.get('refresh'),
      error: params.get('error'),
    }).then((ok) => navigate(ok ? takeRedirectAfterLogin() : failedUrl, { replace: true }));
  }, [params, navigate]);

  return (
    <div className="container auth-return" role="status">
      <Spinner size="large" />
      <h1 className="auth-return-title">{t('account.callback.heading')}</h1>
      <p>{t('account.callback.wait')}</p>
    </div>
  );
}
