import { useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { useDocumentTitle } from '@/components/layouts/page';
import { Spinner } from '@/components/ui/spinner';
import { takeRedirectAfterLogin } from '@/lib/redirect-after-login';
import { completeSocialLogin } from '../stores/session-store';
import './auth.css';

export const authFailedMessage = 'Authentication failed. Please try again.';
const failedUrl = `/login?message=${encodeURIComponent(authFailedMessage)}`;

/**
 * /auth/callback?token&refresh&error: stores the tokens once GET /auth/me confirms them and
 * goes to the saved redirect (or home); any failure goes to /login with the failure message.
 */
export function SocialLoginReturn() {
  useDocumentTitle('Signing In');
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
      <h1 className="auth-return-title">Completing authentication...</h1>
      <p>Please wait while we sign you in.</p>
    </div>
  );
}
