import type { Profile } from 'passport';
import type { ProviderProfile } from '@shop/identity';

interface RawEmail {
  value: string;
  verified?: boolean | string;
  primary?: boolean;
}

const isVerified = (email: RawEmail) => email.verified === true || email.verified === 'true';

/**
 * The provider's profile in our terms. Only a verified email is accepted, because an
 * email links the sign-in to an existing account.
 */
export function toProviderProfile(provider: 'google' | 'github', profile: Profile): ProviderProfile {
  const emails = (profile.emails ?? []) as RawEmail[];
  const email = emails.find((e) => e.primary && isVerified(e)) ?? emails.find(isVerified);
  if (!email) throw new Error(`Your ${provider === 'google' ? 'Google' : 'GitHub'} account has no verified email address`);
  const [first = '', ...rest] = (profile.displayName ?? '').trim().split(/\s+/);
  const firstName = profile.name?.givenName || first || profile.username || email.value.split('@')[0]!;
  const lastName = profile.name?.familyName || rest.join(' ');
  return {
    provider,
    providerUserId: profile.id,
    email: email.value.toLowerCase(),
    firstName,
    lastName,
    ...(profile.username ? { username: profile.username } : {}),
    ...(profile.photos?.[0]?.value ? { avatar: profile.photos[0].value } : {}),
  };
}
