import { SocialLoginReturn } from '@/features/account/components/social-login-return';

/** /auth/callback?token&refresh&error: the return from Google or GitHub. */
export function AuthCallbackRoute() {
  return <SocialLoginReturn />;
}
