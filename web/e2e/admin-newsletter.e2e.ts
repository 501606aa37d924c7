import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { registerWithApi, sessionStorageFor, signInWithApi, type ApiSession } from './harness/accounts';
import type { AppSession, SessionOptions } from './harness/browser';
import { answerConfirmation } from './harness/admin';
import { describe, expect, test } from './harness/fixtures';
import { waitForHeading } from './harness/navigation';
import { unsubscribeLinkOf, waitForMails } from './harness/outbox';
import { orderableProducts, placeOrder } from './harness/orders';
import { apiData, seriousViolations, unexpectedProblems } from './harness/shop-api';
import type { SubscriberPage } from '@shop/contracts';
import { workerShop } from './harness/worker-shop';

/** /admin/newsletter end to end: totals with This week, the list, CSV export, a bulk e-mail that arrives with working unsubscribe links. */

let admin: Promise<ApiSession> | null = null;
const adminSession = () => (admin ??= signInWithApi(workerShop().baseUrl, 'admin'));

async function openNewsletter(open: (options?: SessionOptions) => Promise<AppSession>): Promise<AppSession> {
  const app = await open({ storage: sessionStorageFor(await adminSession()) });
  await app.goto('/admin/newsletter');
  await waitForHeading(app.page, 'Newsletter Subscribers');
  await app.page.getByRole('main').getByTestId('subscriber-row').first().waitFor();
  return app;
}

async function subscribe(app: AppSession, email: string): Promise<void> {
  const response = await app.context.request.post(app.url('/api/v1/newsletter/subscribe'), { data: { email } });
  expect(response.status()).toBe(200);
}

const stat = (page: Page, label: string) =>
  page.getByRole('main').getByTestId('newsletter-stat').filter({ has: page.getByRole('term').getByText(label, { exact: true }) }).getByRole('definition');
const rowOf = (page: Page, email: string) =>
  page.getByRole('main').getByTestId('subscriber-row').filter({ has: page.getByRole('rowheader').getByText(email, { exact: true }) });

describe('admin newsletter', () => {
  test('lists new subscribers with the totals and This week, and exports them as CSV', async ({ open }) => {
    const app0 = await open();
    const emails = [1, 2, 3].map((n) => `reader${n}-${randomUUID().slice(0, 8)}@example.rw`);
    for (const email of emails) await subscribe(app0, email);

    const app = await openNewsletter(open);
    const page = app.page;
    const totals = await apiData<SubscriberPage>(app, '/newsletter/subscribers?page=1&limit=20', (await adminSession()).accessToken);
    expect(totals.thisWeek).toBeGreaterThanOrEqual(3);
    await expect.poll(() => stat(page, 'This week').textContent()).toBe(String(totals.thisWeek));
    expect(await stat(page, 'Total Subscribers').textContent()).toBe(String(totals.totalSubscribers));
    expect(await stat(page, 'Active').textContent()).toBe(String(totals.activeSubscribers));
    for (const email of emails) {
      const row = rowOf(page, email);
      await row.getByText('Active', { exact: true }).waitFor();
      await row.locator('td[data-label="Subscribed"]').getByText('just now').waitFor();
    }
    expect(await page.getByRole('main').getByTestId('subscriber-row').count()).toBeLessThanOrEqual(20);

    const download = page.waitForEvent('download');
    await page.getByRole('main').getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = (await readFile((await file.path())!, 'utf8')).replace(/^\uFEFF/, '');
    const lines = csv.split(/\r?\n/).filter(Boolean);
    expect(lines[0]).toBe('Email,Subscribed Date,Status');
    for (const email of emails) expect(lines.some((line) => line.startsWith(`${email},`) && /,Active$/i.test(line))).toBe(true);
    expect(lines.length - 1).toBe(totals.totalSubscribers);
    expect(await seriousViolations(page)).toEqual([]);
    expect(unexpectedProblems(app)).toEqual([]);
  });

  test('a bulk email goes out to every active subscriber, each with its own unsubscribe link that works', async ({ open }) => {
    const visitor = await open();
    const emails = [1, 2].map((n) => `bulk${n}-${randomUUID().slice(0, 8)}@example.rw`);
    for (const email of emails) await subscribe(visitor, email);

    const app = await openNewsletter(open);
    const page = app.page;
    const main = page.getByRole('main');
    const form = main.getByRole('region', { name: 'Send Bulk Email' });
    const send = form.getByRole('button', { name: 'Send Email' });
    expect(await send.isDisabled()).toBe(true);
    const subject = `Fresh keyboards ${randomUUID().slice(0, 6)}`;
    await form.getByLabel('Subject').fill(subject);
    expect(await send.isDisabled()).toBe(true);
    await form.getByLabel('Content').fill('   ');
    expect(await send.isDisabled()).toBe(true);
    await form.getByLabel('Content').fill('<h1>New in</h1><p>Mechanical keyboards, <strong>hot-swappable</strong>.</p>');
    expect(await send.isDisabled()).toBe(false);

    const { activeSubscribers } = await apiData<SubscriberPage>(app, '/newsletter/subscribers?page=1&limit=1', (await adminSession()).accessToken);
    await send.click();
    expect(await answerConfirmation(page, { confirm: 'Send e-mail' })).toEqual({
      title: `Send “${subject}”?`,
      text: `${activeSubscribers} subscribers will receive this. An e-mail cannot be called back once sent.`,
    });
    await form.getByRole('status').getByText(`Bulk email sent successfully! ${activeSubscribers} emails sent to subscribers.`).waitFor();
    expect(await form.getByLabel('Subject').inputValue()).toBe('');

    // Each message reaches the outbox with both parts and its own unsubscribe link.
    const mails = await waitForMails(emails, (mail) => mail.subject === subject);
    const links = mails.map(unsubscribeLinkOf);
    expect(new Set(links).size).toBe(emails.length);
    for (const mail of mails) {
      expect(mail.text).toContain('Mechanical keyboards, hot-swappable.');
      expect(mail.text).not.toContain('<strong>');
      expect(mail.html).toContain('<strong>hot-swappable</strong>');
      const head = mail.raw.split(/\r?\n\r?\n/)[0]!;
      expect(head).toMatch(/^List-Unsubscribe: .*<https?:\/\/[^>]+>/im);
      expect(head).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/im);
    }

    // The first reader follows their link and is unsubscribed; the admin's list says so.
    const reader = await open();
    await reader.goto(links[0]!);
    await waitForHeading(reader.page, 'Newsletter Unsubscribe');
    await reader.page.getByRole('main').getByRole('button', { name: 'Yes, Unsubscribe' }).click();
    await reader.page.getByRole('main').getByRole('heading', { name: 'Successfully Unsubscribed!' }).waitFor();
    await page.reload();
    await rowOf(page, emails[0]!).getByText('Unsubscribed', { exact: true }).waitFor();
    await rowOf(page, emails[1]!).getByText('Active', { exact: true }).waitFor();
    expect(unexpectedProblems(app)).toEqual([]);
    expect(unexpectedProblems(reader)).toEqual([]);
  });

  test('failures tell the admin, and the delivery problems panel lists sends that gave up', async ({ open }) => {
    const app = await openNewsletter(open);
    const page = app.page;
    const main = page.getByRole('main');
    const problems = main.getByRole('region', { name: /^Delivery problems/ });
    await problems.getByText(/No failed deliveries|E-mails that failed/).first().waitFor();

    const form = main.getByRole('region', { name: 'Send Bulk Email' });
    await form.getByLabel('Subject').fill('Hello');
    await form.getByLabel('Content').fill('<p>Hi</p>');
    await page.route('**/api/v1/newsletter/bulk-email', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false }) }),
    );
    await form.getByRole('button', { name: 'Send Email' }).click();
    await answerConfirmation(page, { confirm: 'Send e-mail' });
    await form.getByRole('alert').getByText('Failed to send bulk email', { exact: true }).waitFor();
    await page.unroute('**/api/v1/newsletter/bulk-email');
    await page.route('**/api/v1/newsletter/bulk-email', (route) => route.abort());
    await form.getByRole('button', { name: 'Send Email' }).click();
    await answerConfirmation(page, { confirm: 'Send e-mail' });
    await form.getByRole('alert').getByText('Failed to send bulk email. Please try again.', { exact: true }).waitFor();
    await page.unroute('**/api/v1/newsletter/bulk-email');

    // The server's own refusal is shown as it says it.
    const refused = await app.context.request.post(app.url('/api/v1/newsletter/bulk-email'), {
      headers: { Authorization: `Bearer ${(await adminSession()).accessToken}` },
      data: { subject: '  ', htmlContent: '<p>x</p>', textContent: 'x' },
    });
    expect(refused.status()).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toBe('Please provide both subject and content for the email');

    // A send that gave up after its retries is listed with its error.
    await page.route('**/api/v1/admin/emails?*', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          success: true,
          data: {
            emails: [
              {
                _id: 'a'.repeat(24),
                to: 'gone@example.rw',
                template: 'order-placed',
                subject: 'Your DevShop order',
                eventId: 'e1',
                status: 'failed',
                attempts: 5,
                lastError: '550 mailbox unavailable',
                createdAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
                updatedAt: new Date(Date.now() - 2 * 3_600_000).toISOString(),
              },
            ],
            pagination: { page: 1, limit: 20, total: 1, totalPages: 1 },
          },
        }),
      }),
    );
    await problems.getByRole('button', { name: 'Refresh' }).click();
    const failed = problems.getByTestId('failed-email-row');
    await failed.getByText('gone@example.rw').waitFor();
    await failed.getByText('550 mailbox unavailable').waitFor();
    await failed.getByText('2 hours ago').waitFor();

    await page.route('**/api/v1/newsletter/subscribers?*', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false }) }),
    );
    await page.reload();
    await main.getByRole('alert').getByRole('heading', { name: 'Failed to load newsletter subscribers' }).waitFor();
  });

  test('the SMS log shows the order SMS a shopper was sent, with its parts, provider and status', async ({ open }) => {
    const shopper = await registerWithApi(workerShop().baseUrl);
    const [product] = await orderableProducts(workerShop().baseUrl);
    const order = await placeOrder(workerShop().baseUrl, shopper.accessToken, product!, 1, { firstName: 'Aline', lastName: 'Uwase', email: shopper.user.email });
    const app = await openNewsletter(open);
    const log = app.page.getByRole('main').getByRole('region', { name: 'SMS log' });
    const row = log.getByTestId('sms-row').filter({ hasText: order.orderNumber });
    // The SMS goes out once order.placed is handled: Refresh until it is listed.
    await expect
      .poll(async () => {
        await log.getByRole('button', { name: 'Refresh' }).click();
        return row.count();
      })
      .toBe(1);
    await row.getByText('+250788123456').waitFor();
    await row.getByText(`DevShop: we received order ${order.orderNumber}`, { exact: false }).waitFor();
    await row.getByText('1 (GSM-7)').waitFor();
    await row.getByText('Sent', { exact: true }).waitFor();
    await row.getByText('outbox').waitFor();
    expect(unexpectedProblems(app)).toEqual([]);
  });

  test("a shopper sees 'Access Denied' and nothing is requested", async ({ open }) => {
    const shopper = await registerWithApi(workerShop().baseUrl);
    const app = await open({ storage: sessionStorageFor(shopper) });
    const calls: string[] = [];
    app.page.on('request', (request) => {
      const url = request.url();
      if (url.includes('/api/v1/admin/') || url.includes('/api/v1/newsletter/')) calls.push(url);
    });
    await app.goto('/admin/newsletter');
    await app.page.getByRole('main').getByRole('heading', { name: 'Access Denied' }).waitFor();
    expect(calls).toEqual([]);
  });
});
