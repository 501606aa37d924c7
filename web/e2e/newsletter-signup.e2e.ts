import { NEWSLETTER_MESSAGE_RESET_MS } from '@shop/domain';
import type { Route } from 'playwright-core';
import type { AppSession } from './harness/browser';
import { describe, expect, test } from './harness/fixtures';
import { seriousViolations, unexpectedProblems } from './harness/shop-api';

const SUBSCRIBED = 'Successfully subscribed! Check your email for a welcome message.';

/** The signup on the home page: its region, field, button and message. */
async function signupForm(app: AppSession) {
  await app.goto('/');
  const region = app.page.getByRole('main').getByRole('region', { name: 'Get 2% off your first order' });
  const field = region.getByRole('textbox', { name: 'Email address' });
  await field.waitFor();
  return { region, field, button: region.getByRole('button', { name: /^Subscrib/ }), status: region.getByRole('status') };
}

describe('newsletter signup on the home page', () => {
  test('subscribes: loading, then the success message with the form locked, back to idle after 5 s', async ({ app }) => {
    const { field, button, status } = await signupForm(app);
    expect(await app.page.getByText('Newsletter signup is not available yet.').count()).toBe(0);
    // Hold the answer a moment to see the loading state.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await app.page.route('**/api/v1/newsletter/subscribe', async (route) => {
      await held;
      await route.continue();
    });
    await field.fill(`home-${Date.now()}@example.rw`);
    await button.click();
    await app.page.getByRole('button', { name: 'Subscribing…' }).waitFor();
    expect(await field.isDisabled()).toBe(true);
    expect(await button.isDisabled()).toBe(true);
    release();

    await status.getByText(SUBSCRIBED).waitFor();
    const shownAt = Date.now();
    expect(await field.isDisabled()).toBe(true);
    expect(await button.isDisabled()).toBe(true);
    expect(await field.inputValue()).toBe('');
    expect(await seriousViolations(app.page)).toEqual([]);

    await expect.poll(() => status.textContent(), { timeout: NEWSLETTER_MESSAGE_RESET_MS + 3000 }).toBe('');
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(NEWSLETTER_MESSAGE_RESET_MS - 500);
    expect(await field.isEnabled()).toBe(true);
    expect(await app.page.getByRole('button', { name: 'Subscribe', exact: true }).isEnabled()).toBe(true);
    expect(unexpectedProblems(app)).toEqual([]);
  });

  test('an invalid e-mail shows SPEC’s message and keeps the field editable', async ({ app }) => {
    const { field, button, status } = await signupForm(app);
    let calls = 0;
    await app.page.route('**/api/v1/newsletter/subscribe', (route) => {
      calls += 1;
      return route.continue();
    });
    await field.fill('jean.example.rw');
    await button.click();
    await status.getByText('Please enter a valid email address').waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await field.isEnabled()).toBe(true);
    expect(calls).toBe(0);
    expect(await seriousViolations(app.page)).toEqual([]);
    expect(unexpectedProblems(app)).toEqual([]);
  });

  test('a failure shows the server’s message, else SPEC’s fallbacks', async ({ app }) => {
    const { field, button, status } = await signupForm(app);
    const answers = [(route: Route) => route.fulfill({ status: 500, json: { success: false } }), (route: Route) => route.abort('failed')];
    let next = 0;
    await app.page.route('**/api/v1/newsletter/subscribe', (route) => answers[next++]!(route));
    await field.fill('aline@example.rw');
    await button.click();
    await status.getByText('Subscription failed. Please try again.').waitFor();
    await button.click();
    await status.getByText('Something went wrong. Please try again later.').waitFor();
    expect(await field.inputValue()).toBe('aline@example.rw');
  });
});
