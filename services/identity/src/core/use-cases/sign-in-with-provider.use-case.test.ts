import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProviderProfile } from '../../api/identity-api';
import { embeddedPorts, type EmbeddedPorts } from '../../testing/embedded-ports';
import { RegisterAccount } from './register-account.use-case';
import { SignInWithProvider } from './sign-in-with-provider.use-case';

const profile: ProviderProfile = { provider: 'google', providerUserId: 'g-7', email: 'john@gmail.example', firstName: 'John', lastName: 'Doe' };

describe('SignInWithProvider', () => {
  let ports: EmbeddedPorts;
  let signIn: SignInWithProvider;

  beforeEach(async () => {
    ports = await embeddedPorts();
    signIn = new SignInWithProvider(ports);
  });
  afterEach(() => ports.documents.close());

  it('creates one user when the first sign-ins arrive together', async () => {
    const results = await Promise.all([signIn.execute(profile), signIn.execute(profile), signIn.execute(profile)]);
    expect(new Set(results.map((result) => result.user.id)).size).toBe(1);
    expect(await ports.documents.collection('users').count({})).toBe(1);
  });

  it('gives a taken username the next number', async () => {
    await new RegisterAccount(ports).execute({ email: 'john@work.example', password: 'long-enough', firstName: 'J', lastName: 'W' });
    const { user } = await signIn.execute(profile);
    expect(user.username).toBe('john2');
  });

  it('fills missing names from the handle, and an avatar only where there is none', async () => {
    const first = await signIn.execute({ ...profile, firstName: '', lastName: '', username: 'jd', avatar: 'https://a.example/1.png' });
    expect(first.user).toMatchObject({ firstName: 'jd', lastName: '', username: 'jd', avatar: 'https://a.example/1.png' });
    const again = await signIn.execute({ ...profile, avatar: 'https://a.example/2.png' });
    expect(again.user.avatar).toBe('https://a.example/1.png');
  });

  it('checks the profile it is given', async () => {
    const bad = { provider: 'myspace', providerUserId: ' ', email: 'nope', firstName: '', lastName: '' } as unknown as ProviderProfile;
    await expect(signIn.execute(bad)).rejects.toMatchObject({
      kind: 'invalid',
      errors: [
        { path: 'provider', message: 'Unsupported sign-in provider' },
        { path: 'providerUserId', message: 'Provider user id is required' },
        { path: 'email', message: 'The provider did not share an email address' },
      ],
    });
  });
});
