import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { takeRedirectAfterLogin } from '@/lib/redirect-after-login';
import { useSession } from './use-session';

/**
 * On the login screen: once signed in (already, or just now), go to the saved
 * redirect-after-login entry (and forget it), else home.
 */
export function useRedirectWhenSignedIn(): void {
  const { status } = useSession();
  const [, navigate] = useLocation();
  const redirected = useRef(false);
  useEffect(() => {
    if (status !== 'authenticated' || redirected.current) return;
    redirected.current = true;
    navigate(takeRedirectAfterLogin(), { replace: true });
  }, [status, navigate]);
}
