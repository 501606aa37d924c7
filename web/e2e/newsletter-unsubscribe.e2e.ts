import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppSession } from './harness/browser';
import { describe, expect, test } from './harness/fixtures';
import { waitForHeading, waitForPath } from './harness/navigation';
import { seriousViolations, unexpectedProblems } from './harness/shop-api';
import { workerShop } from './harness/worker-shop';

const INVALID_LINK = 'Invalid unsubscribe link. Please contact support if you need help.';
const BENEFITS = ['Exclusive deals and discounts', 'New product alerts', 'Tech tips and reviews', 'Early access to sales'];

/** The welcome e-mail the app wrote to DATA_DIR/outbox for this address (waits up to 10 s). */
async function welcomeEmailTo(email: string): Promise<{ subject: string; text: string }> {
  const outbox = path.join(workerShop().dataDir, 'outbox');
  const deadline = Date.now() + 10_000;
  for (;;) {
    const names = (await readdir(outbox).catch(() => [] as string[])).filter((name) => name.endsWith('.json'));
    for (const name of names) {
      const mail = JSON.parse(await readFile(path.join(outbox, name), 'utf8')) as { to: string; subject: string; text: string };
      if (mail.to === email) return mail;
    }
    if (Date.now() > deadline) throw new Error(`no e-mail to ${email} in ${outbox}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Path and query of the e-mail's unsubscribe link (its host is PUBLIC_URL's). */
function unsubscribePath(text: string): string {
  const link = /Unsubscribe: (\S+)/.exec(text)?.[1];
  if (!link) throw new Error('the e-mail has no unsubscribe link');
  const url = new URL(link);
  return url.pathname + url.search;
}

async function subscribe(app: AppSession, email: string): Promise<void> {
  const response = await app.context.request.post(app.url('/api/v1/newsletter/subscribe'), { data: { email } });
  expect(response.status()).toBe(200);
}

describe('newsletter unsubscribe', () => {
  test('the link of the welcome e-mail unsubscribes, and the same link again says so', async ({ app }) => {
    const email = `reader-${Date.now()}@example.rw`;
    await subscribe(app, email);
    const mail = await welcomeEmailTo(email);
    expect(mail.subject).toBe('Welcome to the DevShop newsletter');
    const link = unsubscribePath(mail.text);
    expect(link).toMatch(/^\/unsubscribe\?token=[\w-]{43}&email=/);

    await app.goto(link);
    await waitForHeading(app.page, 'Newsletter Unsubscribe');
    const main = app.page.getByRole('main');
    await main.getByText(`For ${email}`).waitFor();
    await main.getByRole('heading', { name: 'Confirm Unsubscribe' }).waitFor();
    expect(await main.getByRole('listitem').allTextContents()).toEqual(BENEFITS);
    await main.getByRole('link', { name: 'support@devshop.rw' }).waitFor();
    expect(await seriousViolations(app.page)).toEqual([]);
    await main.getByRole('button', { name: 'Yes, Unsubscribe' }).click();

    await main.getByRole('heading', { name: 'Successfully Unsubscribed!' }).waitFor();
    await main.getByText('You have been unsubscribed from the DevShop newsletter.').waitFor();
    expect(await main.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    expect(await seriousViolations(app.page)).toEqual([]);

    await app.goto(link);
    await main.getByRole('button', { name: 'Yes, Unsubscribe' }).click();
    await main.getByText('You are already unsubscribed from the DevShop newsletter.').waitFor();
    await main.getByRole('link', { name: 'Subscribe Again' }).click();
    await waitForPath(app.page, '/');
    const field = main.getByRole('region', { name: 'Get 2% off your first order' }).getByRole('textbox', { name: 'Email address' });
    await expect.poll(() => field.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(unexpectedProblems(app)).toEqual([]);
  });

  test('without a token the link is invalid and the button disabled; Keep Me Subscribed goes home', async ({ app }) => {
    await app.goto('/unsubscribe?email=jean%40example.rw');
    const main = app.page.getByRole('main');
    await main.getByText('For jean@example.rw').waitFor();
    await main.getByRole('alert').getByText(INVALID_LINK).waitFor();
    expect(await main.getByRole('button', { name: 'Yes, Unsubscribe' }).isDisabled()).toBe(true);
    expect(await seriousViolations(app.page)).toEqual([]);
    await main.getByRole('link', { name: 'Keep Me Subscribed' }).click();
    await waitForPath(app.page, '/');
    expect(unexpectedProblems(app)).toEqual([]);
  });

  test('an unknown token fails with the server’s message; Try Again repeats the request', async ({ app }) => {
    let calls = 0;
    await app.page.route('**/api/v1/newsletter/unsubscribe', (route) => {
      calls += 1;
      return route.continue();
    });
    await app.goto('/unsubscribe?token=made-up&email=jean%40example.rw');
    const main = app.page.getByRole('main');
    await main.getByRole('button', { name: 'Yes, Unsubscribe' }).click();
    await main.getByRole('heading', { name: 'Unsubscribe Failed' }).waitFor();
    await main.getByRole('alert').getByText(/unsubscribe link is invalid or out of date/).waitFor();
    expect(await seriousViolations(app.page)).toEqual([]);
    await main.getByRole('button', { name: 'Try Again' }).click();
    await expect.poll(() => calls).toBe(2);
    await main.getByRole('heading', { name: 'Unsubscribe Failed' }).waitFor();
    expect(unexpectedProblems(app)).toEqual([]);
  });
});
