import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

  it('creates a signed-in shopper linked to the provider', async () => {
    const { user } = await signIn.execute(profile);
    expect(user).toMatchObject({ email: 'john@gmail.example', role: 'USER', provider: 'google', lastLoginAt: ports.clock.now().toISOString() });
  });

  it('finds the linked account by the provider id without surrounding spaces', async () => {
    const first = await signIn.execute(profile);
    const again = await signIn.execute({ ...profile, providerUserId: ' g-7 ', email: 'changed@gmail.example' });
    expect(again.user.id).toBe(first.user.id);
    expect((await ports.users.findById(first.user.id))?.providerUserId).toBe('g-7');
  });

  it('names a new account after the e-mail when the provider gives no name or handle', async () => {
    const { user } = await signIn.execute({ ...profile, firstName: ' ', lastName: '' });
    expect(user).toMatchObject({ firstName: 'john', lastName: '', username: 'john' });
  });

  it('cuts names to 100 characters and the avatar address to 2048', async () => {
    const { user } = await signIn.execute({ ...profile, firstName: 'f'.repeat(150), lastName: 'l'.repeat(150), avatar: 'a'.repeat(3000) });
    expect(user).toMatchObject({ firstName: 'f'.repeat(100), lastName: 'l'.repeat(100), avatar: 'a'.repeat(2048) });
  });

  it('links an existing account with the same e-mail and gives it the provider’s avatar when it has none', async () => {
    const registered = await new RegisterAccount(ports).execute({
      email: 'john@gmail.example',
      password: 'long-enough',
      firstName: 'J',
      lastName: 'W',
    });
    const { user } = await signIn.execute({ ...profile, avatar: ' https://a.example/3.png ' });
    expect(user).toMatchObject({ id: registered.user.id, provider: 'google', avatar: 'https://a.example/3.png' });
  });

  it('refuses a profile without an e-mail', async () => {
    const noEmail = { provider: 'github', providerUserId: 'gh-1', firstName: 'A', lastName: 'B' } as unknown as ProviderProfile;
    await expect(signIn.execute(noEmail)).rejects.toMatchObject({
      kind: 'invalid',
      errors: [{ path: 'email', message: 'The provider did not share an email address' }],
    });
  });

  it('passes on a storage failure instead of trying again', async () => {
    const failure = new Error('disk full');
    vi.spyOn(ports.users, 'insert').mockRejectedValueOnce(failure);
    await expect(signIn.execute(profile)).rejects.toBe(failure);
  });
});
