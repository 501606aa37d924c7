import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_URL, startNewsletterGateway, unsubscribeTokenOf, type NewsletterGateway } from './testing/newsletter-test-app';

const SUBSCRIBED = 'Successfully subscribed! Check your email for a welcome message.';
const INVALID_EMAIL = 'Please enter a valid email address';
const TOKEN_MISSING = 'Invalid unsubscribe link. Please contact support if you need help.';

describe('newsletter routes', () => {
  let gw: NewsletterGateway;
  beforeAll(async () => {
    gw = await startNewsletterGateway();
  });
  afterAll(() => gw.close());

  it('subscribes without an account and writes the welcome e-mail with the unsubscribe link', async () => {
    const { status, body } = await gw.request('POST', '/newsletter/subscribe', { json: { email: ' Jean@Example.rw ' } });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, message: SUBSCRIBED, data: { email: 'jean@example.rw', alreadySubscribed: false } });
    const mails = (await gw.mails()).filter((mail) => mail.to === 'jean@example.rw');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`Unsubscribe: ${PUBLIC_URL}/unsubscribe?token=`);
    expect(mails[0]!.text).toContain('&email=jean%40example.rw');

    const again = await gw.request('POST', '/newsletter/subscribe', { json: { email: 'JEAN@example.rw' } });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ success: true, data: { alreadySubscribed: true } });
    expect(again.body.message).toMatch(/already subscribed/);
    expect((await gw.mails()).filter((mail) => mail.to === 'jean@example.rw')).toHaveLength(1);
  });

  it('refuses an invalid or missing e-mail with SPEC’s message (400, field error)', async () => {
    for (const json of [{ email: 'not-an-email' }, { email: '' }, {}]) {
      const { status, body } = await gw.request('POST', '/newsletter/subscribe', { json });
      expect({ status, body }).toEqual({ status: 400, body: { success: false, message: INVALID_EMAIL, errors: [{ path: 'email', message: INVALID_EMAIL }] } });
    }
    const wrongType = await gw.request('POST', '/newsletter/subscribe', { json: { email: 42 } });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.errors).toEqual([{ path: 'email', message: INVALID_EMAIL }]);
    expect((await gw.request('POST', '/newsletter/subscribe', { json: { email: { $ne: '' } } })).status).toBe(400);
  });

  it('writes the welcome e-mail in the language the shopper reads the shop in; refuses one it does not speak', async () => {
    const { status } = await gw.request('POST', '/newsletter/subscribe', { json: { email: 'claudine@example.rw', language: 'rw' } });
    expect(status).toBe(200);
    const [welcome] = (await gw.mails()).filter((mail) => mail.to === 'claudine@example.rw');
    expect(welcome!.subject).toBe('Murakaza neza ku makuru ya DevShop (newsletter)');
    expect(welcome!.text).toContain(`Kwikura ku rutonde: ${PUBLIC_URL}/unsubscribe?token=`);

    const refused = await gw.request('POST', '/newsletter/subscribe', { json: { email: 'hans@example.rw', language: 'de' } });
    expect(refused).toMatchObject({ status: 400, body: { success: false, errors: [{ path: 'language', message: 'Language must be en, fr or rw' }] } });
    expect(await gw.notifications.checkSubscription('hans@example.rw')).toEqual({ subscribed: false });
  });

  it('unsubscribes with the token of the link; a blank or unknown token says why', async () => {
    await gw.request('POST', '/newsletter/subscribe', { json: { email: 'aline@example.rw' } });
    const token = unsubscribeTokenOf((await gw.mails()).find((mail) => mail.to === 'aline@example.rw')!);
    const done = await gw.request('POST', '/newsletter/unsubscribe', { json: { token } });
    expect(done).toMatchObject({
      status: 200,
      body: { success: true, message: 'You have been unsubscribed from the DevShop newsletter.', data: { email: 'aline@example.rw', unsubscribed: true } },
    });
    const twice = await gw.request('POST', '/newsletter/unsubscribe', { json: { token } });
    expect(twice.body).toMatchObject({ success: true, data: { unsubscribed: false } });
    expect(await gw.notifications.checkSubscription('aline@example.rw')).toEqual({ subscribed: false });

    for (const json of [{}, { token: '   ' }]) {
      const blank = await gw.request('POST', '/newsletter/unsubscribe', { json });
      expect(blank).toMatchObject({ status: 400, body: { success: false, message: TOKEN_MISSING } });
    }
    const unknown = await gw.request('POST', '/newsletter/unsubscribe', { json: { token: 'made-up-token' } });
    expect(unknown).toMatchObject({ status: 404, body: { success: false, message: expect.stringContaining('unsubscribe link is invalid') } });
  });
});

describe('newsletter signups are rate limited per client', () => {
  let gw: NewsletterGateway;
  beforeAll(async () => {
    gw = await startNewsletterGateway({ subscribeAttemptsPerClient: 3 });
  });
  afterAll(() => gw.close());

  it('answers 429 with Retry-After once a client is over its limit, valid or not', async () => {
    await gw.request('POST', '/newsletter/subscribe', { json: { email: 'one@example.rw' } });
    await gw.request('POST', '/newsletter/subscribe', { json: { email: 'bad' } });
    await gw.request('POST', '/newsletter/subscribe', { json: { email: 'two@example.rw' } });
    const limited = await gw.request('POST', '/newsletter/subscribe', { json: { email: 'three@example.rw' } });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ success: false, message: expect.stringMatching(/^Too many attempts/) });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await gw.notifications.checkSubscription('three@example.rw')).toEqual({ subscribed: false });
    // Unsubscribing is not counted against signups.
    expect((await gw.request('POST', '/newsletter/unsubscribe', { json: { token: 'x' } })).status).toBe(404);
  });
});
