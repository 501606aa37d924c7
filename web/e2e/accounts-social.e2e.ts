import type { Page, Route } from 'playwright-core';
import { problemsExceptRefusals, signInWithApi, storedSession } from './harness/accounts';
import { describe, expect, test } from './harness/fixtures';
import { waitForHeading, waitForPath } from './harness/navigation';
import { workerShop } from './harness/worker-shop';

const failed = 'Authentication failed. Please try again.';

/**
 * Waits for a passing text in <main>, checked on every animation frame: locator polling can
 * miss a state that lasts a few hundred milliseconds, and waits out a navigation that starts.
 */
async function seeBriefly(page: Page, text: string): Promise<void> {
  await page.waitForFunction((t) => document.querySelector('main')?.textContent?.includes(t) ?? false, text, {
    polling: 'raf',
    timeout: 15_000,
  });
}
const failedPath = `/login?message=${encodeURIComponent(failed)}`;

describe('social sign-in', () => {
  test('Continue with Google checks the backend, then the server says Google is not configured', async ({ app }) => {
    await app.goto('/login');
    const main = app.page.getByRole('main');
    await main.getByRole('button', { name: 'Continue with GitHub' }).waitFor();
    // Hold the health answer and the provider redirect a little so each state can be seen.
    const hold = (ms: number) => async (route: Route) => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      await route.continue();
    };
    await app.page.route('**/health', hold(300));
    await app.page.route('**/api/v1/auth/google', hold(1_000));
    await main.getByRole('button', { name: 'Continue with Google' }).click();
    await seeBriefly(app.page, 'attempt 1 of 3');
    expect(await main.getByRole('button', { name: 'Continue with Google' }).isDisabled()).toBe(true);
    await seeBriefly(app.page, 'Backend ready!');
    await app.page.waitForURL((url) => url.pathname === '/login' && url.searchParams.has('message'), { timeout: 10_000 });
    await main
      .getByRole('status')
      .getByText('Google sign-in is not configured on this shop yet.')
      .waitFor();
    expect(app.problems()).toEqual([]);
  });

  test('when the backend does not answer: 3 attempts, Backend unavailable, and Dismiss returns to idle', async ({ app }) => {
    await app.goto('/login');
    let healthCalls = 0;
    await app.page.route('**/health', async (route) => {
      healthCalls += 1;
      // A slow failure, so each attempt can be seen.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.abort();
    });
    const main = app.page.getByRole('main');
    await main.getByRole('button', { name: 'Continue with GitHub' }).click();
    for (const attempt of [1, 2, 3]) await seeBriefly(app.page, `attempt ${attempt} of 3`);
    const alert = main.getByRole('alert');
    await alert.getByText('Backend unavailable').waitFor({ timeout: 15_000 });
    await alert.getByText('Please try again in a few moments').waitFor();
    expect(healthCalls).toBe(3);
    expect(new URL(app.page.url()).pathname).toBe('/login');
    expect(await main.getByRole('button', { name: 'Continue with GitHub' }).isEnabled()).toBe(true);

    await alert.getByRole('button', { name: 'Dismiss' }).click();
    await alert.waitFor({ state: 'detached' });
    expect(await main.getByText('Backend unavailable').count()).toBe(0);
    expect(await main.getByText(/attempt \d of 3/).count()).toBe(0);
    const unexpected = app.problems().filter((p) => !p.includes('net::ERR_FAILED'));
    expect(unexpected).toEqual([]);
  });

  test('the login page links to the terms and back to the store', async ({ app }) => {
    await app.goto('/login');
    const main = app.page.getByRole('main');
    await main.getByRole('link', { name: 'Terms and Conditions' }).click();
    await waitForPath(app.page, '/terms-and-conditions');
    await app.goto('/login');
    await main.getByRole('link', { name: 'Back to Store' }).click();
    await waitForPath(app.page, '/');
    expect(app.problems()).toEqual([]);
  });
});

describe('social login return (/auth/callback)', () => {
  test('valid tokens: Completing authentication..., then signed in and sent to the saved entry', async ({ open }) => {
    const session = await signInWithApi(workerShop().baseUrl, 'shopper');
    const app = await open({ storage: { redirectAfterLogin: '/profile' } });
    // Hold GET /auth/me a moment so the waiting screen can be seen.
    await app.page.route('**/api/v1/auth/me', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    });
    const query = new URLSearchParams({ token: session.accessToken, refresh: session.refreshToken });
    await app.page.goto(app.url(`/auth/callback?${query}`));
    await seeBriefly(app.page, 'Completing authentication...');
    await waitForPath(app.page, '/profile');
    await waitForHeading(app.page, 'My Profile');
    await app.page.getByRole('main').getByText('shopper@devshop.rw').first().waitFor();
    await app.page.getByRole('banner').getByRole('button', { name: /Demo Shopper/ }).waitFor();
    const stored = await storedSession(app);
    expect(stored.accessToken).toBe(session.accessToken);
    expect(stored.refreshToken).toBe(session.refreshToken);
    expect(JSON.parse(stored.user ?? '{}')).toMatchObject({ email: 'shopper@devshop.rw' });
    expect(await app.page.evaluate(() => localStorage.getItem('redirectAfterLogin'))).toBeNull();
    // The callback entry was replaced: the tokens do not stay in the address bar.
    expect(app.page.url()).not.toContain(session.accessToken);
    expect(app.problems()).toEqual([]);
  });

  const failures = [
    { name: 'an error from the provider', query: 'error=access_denied' },
    { name: 'a missing refresh token', query: 'token=some-access-token' },
    { name: 'a missing access token', query: 'refresh=some-refresh-token' },
    { name: 'no parameters at all', query: '' },
    { name: 'a token the server rejects', query: 'token=not-a-jwt&refresh=not-a-refresh-token' },
  ];

  for (const failure of failures) {
    test(`${failure.name}: clears stored tokens and goes to /login with the failure message`, async ({ open }) => {
      const app = await open({ storage: { accessToken: 'old-access', refreshToken: 'old-refresh' } });
      await app.page.goto(app.url(`/auth/callback${failure.query ? `?${failure.query}` : ''}`));
      await waitForPath(app.page, failedPath);
      await waitForHeading(app.page, 'Sign In');
      await app.page.getByRole('main').getByRole('status').getByText(failed).waitFor();
      expect(await storedSession(app)).toEqual({ user: null, accessToken: null, refreshToken: null });
      await app.page.getByRole('banner').getByRole('link', { name: 'Sign In' }).waitFor();
      expect(problemsExceptRefusals(app)).toEqual([]);
    });
  }
});
