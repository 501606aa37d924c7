// A bulk e-mail through the platform's SMTP adapter to a real SMTP server started here: each
// subscriber's message arrives with its List-Unsubscribe headers and a link that unsubscribes.
import { startCollectingSmtpServer } from '@shop/platform/contracts';
import { SmtpMailer } from '@shop/platform/smtp';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestNotifications, TEST_PUBLIC_URL, type TestNotifications } from './testing/notifications-test-kit';
import { BULK_SENDER } from './testing/embedded-ports';

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('a bulk e-mail over SMTP', () => {
  it('arrives at the SMTP server once per subscriber, with working unsubscribe links and headers', async () => {
    const smtp = await startCollectingSmtpServer();
    cleanups.push(smtp.stop);
    const mailer = new SmtpMailer({ url: `smtp://127.0.0.1:${smtp.port}`, from: 'DevShop <no-reply@devshop.rw>' });
    cleanups.push(() => mailer.close());
    const t: TestNotifications = await startTestNotifications({ mailer });
    cleanups.push(t.close);

    for (const email of ['s1@example.rw', 's2@example.rw']) await t.api.subscribe(email);
    const { successCount } = await t.api.sendBulkEmail({ subject: 'Over SMTP', htmlContent: '<p>Fresh <b>keyboards</b></p>', textContent: 'Fresh keyboards', ...BULK_SENDER });
    expect(successCount).toBe(2);
    const deadline = Date.now() + 5000;
    const campaign = () => smtp.arrivals.filter((a) => a.mail.subject === 'Over SMTP');
    while (campaign().length < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));

    expect(campaign().map((a) => a.recipients).sort()).toEqual([['s1@example.rw'], ['s2@example.rw']]);
    const arrival = campaign().find((a) => a.recipients[0] === 's1@example.rw')!;
    expect(arrival.mail.html).toContain('<p>Fresh <b>keyboards</b></p>');
    expect(arrival.mail.text).toContain('Fresh keyboards');
    // mailparser folds List-* headers into one object; the raw lines are what a mail client reads.
    const header = (key: string) => arrival.mail.headerLines.find((h) => h.key === key)?.line ?? '';
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const listUnsubscribe = header('list-unsubscribe');
    const oneClick = /<([^>]+)>/.exec(listUnsubscribe)?.[1] ?? '';
    expect(oneClick.startsWith(`${TEST_PUBLIC_URL}/api/v1/newsletter/unsubscribe/one-click?token=`)).toBe(true);

    const page = /Unsubscribe: (\S+)/.exec(arrival.mail.text ?? '')?.[1] ?? '';
    const token = new URL(page).searchParams.get('token') ?? '';
    expect(new URL(oneClick).searchParams.get('token')).toBe(token);
    expect(await t.api.unsubscribe(token)).toMatchObject({ email: 's1@example.rw', unsubscribed: true });
    expect(await t.api.checkSubscription('s2@example.rw')).toMatchObject({ subscribed: true });
  });
});
