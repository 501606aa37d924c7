import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscribersCsvFilename } from '@shop/domain';
import { PUBLIC_URL, startNewsletterGateway, unsubscribeTokenOf, type NewsletterGateway } from './testing/newsletter-test-app';

const ADMIN = { email: 'admin@devshop.rw', password: 'demo-admin' };
const SHOPPER = { email: 'shopper@devshop.rw', password: 'demo-shopper' };

describe('admin subscriber list', () => {
  let gw: NewsletterGateway;
  beforeAll(async () => {
    gw = await startNewsletterGateway({ subscribeAttemptsPerClient: 100 });
  });
  afterAll(() => gw.close());

  it('lists subscribers 20 per page for admins, with the totals in data', async () => {
    for (let i = 1; i <= 22; i += 1) await gw.notifications.subscribe(`reader${i}@example.rw`);
    const token = await gw.login(ADMIN);
    const first = await gw.request('GET', '/newsletter/subscribers?page=1&limit=20', { token });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ totalSubscribers: 22, activeSubscribers: 22, currentPage: 1, totalPages: 2, thisWeek: 22 });
    expect(first.body.data.subscribers).toHaveLength(20);
    expect(first.body.data.subscribers[0]).toEqual({ _id: expect.stringMatching(/^[0-9a-f]{24}$/), email: expect.any(String), subscribedAt: expect.any(String), isActive: true });
    const second = await gw.request('GET', '/newsletter/subscribers?page=2', { token });
    expect(second.body.data.subscribers).toHaveLength(2);
    expect((await gw.request('GET', '/newsletter/subscribers?page=0', { token })).status).toBe(400);
    expect((await gw.request('GET', '/newsletter/subscribers?limit=many', { token })).status).toBe(400);
  });

  it('is for admins only', async () => {
    expect((await gw.request('GET', '/newsletter/subscribers')).status).toBe(401);
    const shopper = await gw.login(SHOPPER);
    expect(await gw.request('GET', '/newsletter/subscribers', { token: shopper })).toMatchObject({
      status: 403,
      body: { success: false, message: 'You need admin privileges to access this page' },
    });
  });
});

describe('bulk e-mail', () => {
  let gw: NewsletterGateway;
  beforeAll(async () => {
    gw = await startNewsletterGateway({ subscribeAttemptsPerClient: 100 });
  });
  afterAll(() => gw.close());

  it('refuses a blank subject or content with SPEC’s message', async () => {
    const token = await gw.login(ADMIN);
    for (const json of [
      { subject: '  ', htmlContent: '<p>Hello</p>', textContent: 'Hello' },
      { subject: 'Hello', htmlContent: ' ', textContent: '  ' },
      { htmlContent: '<p>Hello</p>' },
    ]) {
      const res = await gw.request('POST', '/newsletter/bulk-email', { token, json });
      expect({ status: res.status, success: res.body.success, message: res.body.message }).toEqual({
        status: 400,
        success: false,
        message: 'Please provide both subject and content for the email',
      });
    }
  });

  it('answers the number queued at once and sends each subscriber the sanitised e-mail in the background', async () => {
    for (const email of ['n1@example.rw', 'n2@example.rw', 'n3@example.rw']) await gw.notifications.subscribe(email);
    const token = await gw.login(ADMIN);
    const res = await gw.request('POST', '/newsletter/bulk-email', {
      token,
      json: { subject: 'Weekend sale', htmlContent: '<p>All <b>mice</b> -20%</p><script>steal()</script><a href="javascript:x()">go</a>', textContent: 'All mice -20%' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { successCount: 3 }, message: 'Bulk email sent successfully! 3 emails sent to subscribers.' });

    const deadline = Date.now() + 5000;
    let sale = (await gw.mails()).filter((m) => m.subject === 'Weekend sale');
    while (sale.length < 3 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      sale = (await gw.mails()).filter((m) => m.subject === 'Weekend sale');
    }
    expect(sale.map((m) => m.to).sort()).toEqual(['n1@example.rw', 'n2@example.rw', 'n3@example.rw']);
    const mail = sale[0]!;
    expect(mail.html).toContain('<p>All <b>mice</b> -20%</p>');
    expect(mail.html).not.toContain('<script');
    expect(mail.html).not.toContain('javascript:');
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    // RFC 8058: the mail client POSTs the form body to the List-Unsubscribe URL, without a session.
    const oneClick = /^<(.+)>$/.exec(mail.headers?.['List-Unsubscribe'] ?? '')![1]!;
    expect(oneClick.startsWith(`${PUBLIC_URL}/api/v1/newsletter/unsubscribe/one-click?token=`)).toBe(true);
    const path = oneClick.slice(`${PUBLIC_URL}/api/v1`.length);
    const answer = await gw.raw('POST', path, { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ success: true, data: { email: mail.to, unsubscribed: true } });
    expect(await gw.notifications.checkSubscription(mail.to)).toEqual({ subscribed: false });
    // The page link of the same e-mail now says the subscription has ended.
    const again = await gw.request('POST', '/newsletter/unsubscribe', { json: { token: unsubscribeTokenOf(mail) } });
    expect(again.body).toMatchObject({ success: true, data: { unsubscribed: false } });
  });

  it('is for admins only', async () => {
    const json = { subject: 'x', htmlContent: '<p>x</p>', textContent: 'x' };
    expect((await gw.request('POST', '/newsletter/bulk-email', { json })).status).toBe(401);
    expect((await gw.request('POST', '/newsletter/bulk-email', { json, token: await gw.login(SHOPPER) })).status).toBe(403);
  });
});

describe('subscriber export', () => {
  let gw: NewsletterGateway;
  beforeAll(async () => {
    gw = await startNewsletterGateway();
  });
  afterAll(() => gw.close());

  it('streams a few thousand subscribers as a CSV download, quoted and safe to open in a spreadsheet', async () => {
    const subscribers = gw.notificationsDocuments.collection('newsletter_subscribers');
    const tricky = [
      { email: '=hyperlink("http://x.rw","y")@example.rw', isActive: true },
      { email: '+250@example.rw', isActive: false },
      { email: '-minus@example.rw', isActive: true },
      { email: '@at@example.rw', isActive: true },
      { email: 'comma,quote"@example.rw', isActive: true },
    ];
    const many = Array.from({ length: 3000 }, (_, i) => ({ email: `bulk${String(i).padStart(4, '0')}@example.rw`, isActive: i % 10 !== 0 }));
    await subscribers.insertMany(
      [...tricky, ...many].map((s, i) => ({
        ...s,
        subscribedAt: new Date(Date.UTC(2026, 10, 14, 21, 0, 0) + i * 2000).toISOString(),
        tokenHash: `digest-${i}`,
        activationId: `${i}`.padStart(24, '0'),
        announced: true,
        createdAt: '2026-11-14T21:00:00.000Z',
      })),
    );
    const token = await gw.login(ADMIN);
    const res = await gw.raw('GET', '/newsletter/subscribers/export', { token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${subscribersCsvFilename(new Date())}"`);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"$/);
    // Streamed: sent in chunks as it is read, its length unknown when the headers went out.
    expect(res.headers.get('transfer-encoding')).toBe('chunked');
    expect(res.headers.get('content-length')).toBeNull();

    const lines = (await res.text()).split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toBe('Email,Subscribed Date,Status');
    expect(lines.slice(1, 6)).toEqual([
      `"'=hyperlink(""http://x.rw"",""y"")@example.rw",2026-11-14,Active`,
      `'+250@example.rw,2026-11-14,Inactive`,
      `'-minus@example.rw,2026-11-14,Active`,
      `'@at@example.rw,2026-11-14,Active`,
      `"comma,quote""@example.rw",2026-11-14,Active`,
    ]);
    expect(lines).toHaveLength(1 + 5 + 3000 + 1);
    // Signups run from 21:00 to 22:40 UTC, past midnight in Kigali: the day is the shop's.
    expect(lines[6]).toBe('bulk0000@example.rw,2026-11-14,Inactive');
    expect(lines[3005]).toBe('bulk2999@example.rw,2026-11-15,Active');
  });

  it('is documented as a CSV answer; the one-click unsubscribe as a form post', async () => {
    const doc = (await (await gw.raw('GET', '/openapi.json')).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, { content: Record<string, unknown> }>; requestBody?: { content: Record<string, unknown> } }>>;
    };
    const exported = doc.paths['/api/v1/newsletter/subscribers/export']!.get!;
    expect(Object.keys(exported.responses['200']!.content)).toEqual(['text/csv']);
    expect(exported.responses['200']!.content['text/csv']).toMatchObject({ schema: { type: 'string' } });
    const oneClick = doc.paths['/api/v1/newsletter/unsubscribe/one-click']!.post!;
    expect(Object.keys(oneClick.requestBody!.content)).toEqual(['application/x-www-form-urlencoded']);
  });

  it('is for admins only, with the JSON error', async () => {
    const res = await gw.request('GET', '/newsletter/subscribers/export', { token: await gw.login(SHOPPER) });
    expect(res).toMatchObject({ status: 403, body: { success: false } });
  });
});

describe('the send log', () => {
  let gw: NewsletterGateway;
  beforeAll(async () => {
    gw = await startNewsletterGateway({ subscribeAttemptsPerClient: 100 });
  });
  afterAll(() => gw.close());

  it('lists the e-mails sent, newest first, filtered by status', async () => {
    await gw.notifications.subscribe('log1@example.rw');
    await gw.notifications.subscribe('log2@example.rw');
    const token = await gw.login(ADMIN);
    await gw.request('POST', '/newsletter/bulk-email', { token, json: { subject: 'Logged', htmlContent: '<p>Hi</p>', textContent: 'Hi' } });
    const deadline = Date.now() + 5000;
    let res = await gw.request('GET', '/admin/emails?status=sent', { token });
    // Two welcome e-mails, then the campaign's two.
    while (res.body.data.pagination.total < 4 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      res = await gw.request('GET', '/admin/emails?status=sent', { token });
    }
    expect(res.status).toBe(200);
    expect(res.body.data.pagination).toEqual({ page: 1, limit: 20, total: 4, totalPages: 1 });
    expect(res.body.data.emails.map((e: { template: string }) => e.template).sort()).toEqual(['newsletter-campaign', 'newsletter-campaign', 'newsletter-welcome', 'newsletter-welcome']);
    expect(res.body.data.emails.find((e: { template: string }) => e.template === 'newsletter-campaign')).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      to: expect.stringMatching(/^log[12]@example\.rw$/),
      template: 'newsletter-campaign',
      subject: 'Logged',
      eventId: expect.stringMatching(/^[0-9a-f]{24}$/),
      status: 'sent',
      attempts: 1,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect((await gw.request('GET', '/admin/emails?status=failed', { token })).body.data.emails).toEqual([]);
    expect((await gw.request('GET', '/admin/emails?status=lost', { token })).status).toBe(400);
    expect((await gw.request('GET', '/admin/emails', { token: await gw.login(SHOPPER) })).status).toBe(403);
  });
});
