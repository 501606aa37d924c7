import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOAuthProvider } from '../../testing/fake-oauth-provider';
import { startTestShop, type TestShop } from '../../testing/test-shop';

const CLIENT = { id: 'devshop-test-client', secret: 'devshop-test-secret' };
const SIGN_IN_FAILED = 'Sign-in failed. Please try again.';

describe('social sign-in through the real passport strategies against a local provider', () => {
  let provider: Awaited<ReturnType<typeof startFakeOAuthProvider>>;
  let shop: TestShop;

  beforeAll(async () => {
    provider = await startFakeOAuthProvider(CLIENT.id, CLIENT.secret);
    shop = await startTestShop({
      env: {
        GOOGLE_CLIENT_ID: CLIENT.id,
        GOOGLE_CLIENT_SECRET: CLIENT.secret,
        GITHUB_CLIENT_ID: CLIENT.id,
        GITHUB_CLIENT_SECRET: CLIENT.secret,
        PUBLIC_URL: 'http://127.0.0.1:1', // replaced below once the port is known
      },
      oauthOverrides: { google: provider.googleSettings, github: provider.githubSettings },
    });
  });
  afterAll(async () => {
    await shop?.close();
    await provider?.close();
  });

  /** Start → provider → callback, as a browser would, keeping the state cookie. */
  async function signIn(path: '/api/v1/auth/google' | '/api/v1/auth/github', options: { dropCookie?: boolean } = {}) {
    const start = await shop.api(path);
    expect(start.status).toBe(302);
    const cookie = (start.headers.get('set-cookie') ?? '').split(';')[0]!;
    const toProvider = new URL(start.headers.get('location')!);
    expect(toProvider.origin).toBe(provider.url);
    expect(toProvider.searchParams.get('state')).toBeTruthy();

    const atProvider = await fetch(toProvider, { redirect: 'manual' });
    const back = new URL(atProvider.headers.get('location')!);
    // The callback URL names the public address; the test reaches the same route on the test server.
    const callback = await shop.api(`${back.pathname}${back.search}`, {
      headers: options.dropCookie ? {} : { cookie },
    });
    expect(callback.status).toBe(302);
    return new URL(callback.headers.get('location')!, 'http://shop.local');
  }

  /** A refused sign-in lands on the SPA's callback with the reason and no token of any kind. */
  function expectRefused(landing: URL, error: string) {
    expect(landing.pathname).toBe('/auth/callback');
    expect([...landing.searchParams.keys()]).toEqual(['error']);
    expect(landing.searchParams.get('error')).toBe(error);
  }

  it('signs a new Google user in, then finds the same user again', async () => {
    provider.signInAs({ id: 'g-1001', email: 'Aline@Example.rw', emailVerified: true, givenName: 'Aline', familyName: 'Uwase' });
    const landing = await signIn('/api/v1/auth/google');
    expect(landing.pathname).toBe('/auth/callback');
    const token = landing.searchParams.get('token')!;
    expect(landing.searchParams.get('refresh')).toBeTruthy();

    const me = await shop.api('/api/v1/auth/me', { token });
    expect(me.status).toBe(200);
    expect(me.body.data.user).toMatchObject({ email: 'aline@example.rw', firstName: 'Aline', lastName: 'Uwase', provider: 'google', role: 'USER' });

    provider.signInAs({ id: 'g-1001', email: 'aline@example.rw', emailVerified: true, givenName: 'Aline', familyName: 'Uwase' });
    const again = await signIn('/api/v1/auth/google');
    const meAgain = await shop.api('/api/v1/auth/me', { token: again.searchParams.get('token')! });
    expect(meAgain.body.data.user.id).toBe(me.body.data.user.id);
  });

  it('signs a GitHub user in with their primary verified email, linking an existing account by email', async () => {
    const registered = await shop.api('/api/v1/auth/register', {
      method: 'POST',
      json: { email: 'eric@example.rw', password: 'long-enough-1', firstName: 'Eric', lastName: 'Mugisha' },
    });
    expect(registered.status).toBe(201);
    provider.signInAs({ id: '4242', login: 'ericm', email: 'eric@example.rw', emailVerified: true, givenName: 'Eric', familyName: 'Mugisha' });
    const landing = await signIn('/api/v1/auth/github');
    const me = await shop.api('/api/v1/auth/me', { token: landing.searchParams.get('token')! });
    expect(me.body.data.user.id).toBe(registered.body.data.user.id);
  });

  it('refuses a return that this browser did not start (state cookie missing)', async () => {
    provider.signInAs({ id: 'g-2002', email: 'x@example.rw', emailVerified: true, givenName: 'X', familyName: 'Y' });
    const landing = await signIn('/api/v1/auth/google', { dropCookie: true });
    expectRefused(landing, SIGN_IN_FAILED);
  });

  it('reports a denied consent as an error and signs no one in', async () => {
    // The provider would have signed this user in, had consent been given.
    provider.signInAs({ id: 'g-2500', email: 'denied@example.rw', emailVerified: true, givenName: 'De', familyName: 'Nied' });
    provider.denyNext();
    const landing = await signIn('/api/v1/auth/google');
    expectRefused(landing, SIGN_IN_FAILED);
    const admin = await shop.login('admin@devshop.rw', 'demo-admin');
    const found = await shop.api('/api/v1/admin/users?search=denied%40example.rw', { token: admin.accessToken });
    expect(found.status).toBe(200);
    expect(found.body.data.users).toEqual([]);
  });

  it('refuses an unverified email', async () => {
    provider.signInAs({ id: 'g-3003', email: 'shopper@devshop.rw', emailVerified: false, givenName: 'Not', familyName: 'Me' });
    const landing = await signIn('/api/v1/auth/google');
    expectRefused(landing, SIGN_IN_FAILED);
  });

  it('refuses a blocked user', async () => {
    provider.signInAs({ id: 'g-4004', email: 'blocked@example.rw', emailVerified: true, givenName: 'Bl', familyName: 'Ocked' });
    const first = await signIn('/api/v1/auth/google');
    const me = await shop.api('/api/v1/auth/me', { token: first.searchParams.get('token')! });
    const admin = await shop.login('admin@devshop.rw', 'demo-admin');
    await shop.api(`/api/v1/admin/users/${me.body.data.user.id}/block`, { method: 'PATCH', token: admin.accessToken, json: { blocked: true } });

    provider.signInAs({ id: 'g-4004', email: 'blocked@example.rw', emailVerified: true, givenName: 'Bl', familyName: 'Ocked' });
    const landing = await signIn('/api/v1/auth/google');
    expectRefused(landing, 'Your account has been blocked');
  });
});

describe('social sign-in when a provider is not configured', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop();
  });
  afterAll(() => shop?.close());

  it.each(['google', 'github'])('sends the browser back to /login with a message for %s', async (name) => {
    const res = await shop.api(`/api/v1/auth/${name}`);
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location')!, 'http://shop.local');
    expect(location.pathname).toBe('/login');
    expect(location.searchParams.get('message')).toMatch(/sign-in is not configured/);
  });

  it('says which providers are available', async () => {
    const res = await shop.api('/api/v1/auth/providers');
    expect(res.body.data).toMatchObject({ google: false, github: false, demo: true });
  });
});
