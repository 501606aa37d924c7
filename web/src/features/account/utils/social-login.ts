import { apiBase } from '@/lib/api-client';
import type { SocialProvider } from '../types';

export const socialProviders: { id: SocialProvider; name: string }[] = [
  { id: 'google', name: 'Google' },
  { id: 'github', name: 'GitHub' },
];

/** The server route that starts the provider's sign-in (a full-page navigation). */
export function socialLoginUrl(provider: SocialProvider): string {
  return `${apiBase}/auth/${provider}`;
}

/** OAuth login: leave the SPA for the provider; it comes back to /auth/callback. */
export function beginSocialLogin(provider: SocialProvider): void {
  window.location.assign(socialLoginUrl(provider));
}
