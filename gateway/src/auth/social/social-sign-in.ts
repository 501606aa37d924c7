import { Passport, type Profile } from 'passport';
import { Strategy as GoogleStrategy } from 'passport-google-oauth20';
import { Strategy as GitHubStrategy } from 'passport-github2';
import type { AuthResult, IdentityApi } from '@shop/identity';
import { cookieStateStore } from './oauth-state-store';
import { toProviderProfile } from './provider-profile';

export type SocialProvider = 'google' | 'github';

export interface OAuthClientSettings {
  clientId: string;
  clientSecret: string;
  /** Overrides of the provider's endpoints (tests run a local provider). */
  authorizationURL?: string;
  tokenURL?: string;
  userProfileURL?: string;
  userEmailURL?: string;
}

export interface SocialSignInSettings {
  publicUrl: string;
  google?: OAuthClientSettings;
  github?: OAuthClientSettings;
}

type Done = (error: Error | null, result?: AuthResult | false, info?: unknown) => void;

/** A passport instance with a strategy for each configured provider; sessions are not used. */
export function createSocialAuthenticator(settings: SocialSignInSettings, identity: IdentityApi) {
  const authenticator = new Passport();
  const secure = settings.publicUrl.startsWith('https:');
  const store = cookieStateStore(secure);
  const callbackURL = (provider: SocialProvider) => `${settings.publicUrl}/api/v1/auth/${provider}/callback`;
  const verify = (provider: SocialProvider) => (_access: string, _refresh: string, profile: Profile, done: Done) => {
    Promise.resolve()
      .then(() => identity.signInWithProvider(toProviderProfile(provider, profile)))
      .then((result) => done(null, result), (error: Error) => done(error));
  };

  if (settings.google) {
    const { clientId, clientSecret, ...urls } = settings.google;
    authenticator.use(
      'google',
      new GoogleStrategy(
        { clientID: clientId, clientSecret, callbackURL: callbackURL('google'), store, ...urls } as never,
        verify('google') as never,
      ),
    );
  }
  if (settings.github) {
    const { clientId, clientSecret, ...urls } = settings.github;
    authenticator.use(
      'github',
      new GitHubStrategy(
        {
          clientID: clientId,
          clientSecret,
          callbackURL: callbackURL('github'),
          scope: ['user:email'],
          allRawEmails: true,
          store,
          ...urls,
        } as never,
        verify('github') as never,
      ),
    );
  }
  return {
    authenticator,
    isConfigured: (provider: SocialProvider) => Boolean(settings[provider]),
    scope: { google: ['openid', 'profile', 'email'], github: ['user:email'] } as Record<SocialProvider, string[]>,
  };
}
