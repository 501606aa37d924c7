// The NotificationsApi contract: one suite, run against the in-process service and against
// GrpcNotificationsApi over a real gRPC server. Refusals arrive as AppErrors either way.
import { NEWSLETTER_SUBSCRIBED, NEWSLETTER_UNSUBSCRIBED } from '@shop/contracts';
import { AppError, DAY_MS } from '@shop/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { failureOf } from '@shop/platform/contracts';
import { TEST_PUBLIC_URL, unsubscribeLinkOf, type TestNotifications } from '../notifications-test-kit';
import { orderPlacedEvent, statusChangedEvent } from '../order-events';
import type { NotificationsApi } from '../../api/notifications-api';
import { BULK_SENDER } from '../embedded-ports';

const SUBSCRIBED = 'Successfully subscribed! Check your email for a welcome message.';
const ALREADY_SUBSCRIBED = "You're already subscribed to our newsletter. Thanks for staying with us!";
const INVALID_EMAIL = 'Please enter a valid email address';
const UNSUBSCRIBED = 'You have been unsubscribed from the DevShop newsletter.';
const ALREADY_UNSUBSCRIBED = 'You are already unsubscribed from the DevShop newsletter.';
const TOKEN_MISSING = 'Invalid unsubscribe link. Please contact support if you need help.';
const TOKEN_UNKNOWN = 'This unsubscribe link is invalid or out of date. Please use the link in your latest DevShop email.';
const BULK_INCOMPLETE = 'Please provide both subject and content for the email';
const LANGUAGE_INVALID = 'Language must be en, fr or rw';

/** What a call was refused with. */
async function refusal(call: Promise<unknown>): Promise<AppError> {
  const error = await call.then(
    () => {
      throw new Error('expected the call to be refused');
    },
    (reason: unknown) => reason,
  );
  if (error instanceof AppError) return error;
  throw error;
}

export function notificationsApiContract(name: string, make: () => Promise<TestNotifications>): void {
  describe(name, () => {
    let t: TestNotifications;
    let api: NotificationsApi;

    beforeEach(async () => {
      t = await make();
      api = t.api;
    });
    afterEach(async () => {
      await t.close();
    });

    /** The unsubscribe token of the latest e-mail sent to this address. */
    async function tokenFor(email: string): Promise<string> {
      const mail = (await t.mails()).filter((m) => m.to === email).at(-1);
      if (!mail) throw new Error(`no e-mail to ${email}`);
      return unsubscribeLinkOf(mail).token;
    }

    describe('subscribing', () => {
      it('subscribes a normalised e-mail and sends the welcome e-mail with its unsubscribe link', async () => {
        const result = await api.subscribe('  Jean.Uwase@Example.RW ');
        expect(result).toEqual({
          subscriber: { _id: expect.stringMatching(/^[0-9a-f]{24}$/), email: 'jean.uwase@example.rw', subscribedAt: '2026-11-14T09:00:00.000Z', isActive: true },
          alreadySubscribed: false,
          message: SUBSCRIBED,
        });
        expect(await api.checkSubscription('JEAN.UWASE@example.rw')).toEqual({ subscribed: true, subscribedAt: '2026-11-14T09:00:00.000Z' });

        const mails = await t.mails();
        expect(mails).toHaveLength(1);
        const [mail] = mails;
        expect(mail).toMatchObject({ to: 'jean.uwase@example.rw', from: 'DevShop <no-reply@devshop.rw>', subject: 'Welcome to the DevShop newsletter' });
        expect(mail!.text).toContain('2% off your first order: enter the code WELCOME2');
        const link = unsubscribeLinkOf(mail!);
        expect(`${link.url.origin}${link.url.pathname}`).toBe(`${TEST_PUBLIC_URL}/unsubscribe`);
        expect(link.email).toBe('jean.uwase@example.rw');
        expect(link.token).toMatch(/^[\w-]{43}$/);
        expect(mail!.html).toContain(`href="${link.url.toString().replaceAll('&', '&amp;')}"`);
      });

      it('refuses an e-mail that is blank, has no @ or is too long, with the field error', async () => {
        for (const email of ['', '   ', 'jean.example.rw', `${'a'.repeat(250)}@example.rw`]) {
          const error = await refusal(api.subscribe(email));
          expect({ kind: error.kind, message: error.message, errors: error.errors }, email).toEqual({
            kind: 'invalid',
            message: INVALID_EMAIL,
            errors: [{ path: 'email', message: INVALID_EMAIL }],
          });
        }
        expect((await refusal(api.checkSubscription('nope'))).message).toBe(INVALID_EMAIL);
        expect(await t.mails()).toEqual([]);
        expect((await api.listSubscribers()).totalSubscribers).toBe(0);
      });

      it('answers a second signup of an active subscriber kindly, without a duplicate or a second e-mail', async () => {
        const first = await api.subscribe('aline@example.rw');
        t.clock.advance(60_000);
        const again = await api.subscribe(' ALINE@example.rw');
        expect(again).toEqual({ subscriber: first.subscriber, alreadySubscribed: true, message: ALREADY_SUBSCRIBED });
        expect(await t.mails()).toHaveLength(1);
        const page = await api.listSubscribers();
        expect(page.subscribers).toEqual([first.subscriber]);
        expect(page.totalSubscribers).toBe(1);
      });

      it('welcomes in the language the subscriber chose, with a working link; refuses one the shop does not speak', async () => {
        await api.subscribe('marie@example.rw', 'fr');
        const [welcome] = await t.mails();
        expect(welcome).toMatchObject({ to: 'marie@example.rw', subject: 'Bienvenue dans la newsletter DevShop' });
        expect(welcome!.text).toContain('saisissez le code promo WELCOME2 dans votre panier');
        expect(welcome!.html).toContain('<html lang="fr">');
        expect((await api.unsubscribe(unsubscribeLinkOf(welcome!).token)).unsubscribed).toBe(true);

        const error = await refusal(api.subscribe('hans@example.rw', 'de'));
        expect({ kind: error.kind, message: error.message, errors: error.errors }).toEqual({
          kind: 'invalid',
          message: LANGUAGE_INVALID,
          errors: [{ path: 'language', message: LANGUAGE_INVALID }],
        });
        expect(await api.checkSubscription('hans@example.rw')).toEqual({ subscribed: false });
      });
    });

    describe('unsubscribing', () => {
      it('ends the subscription by the token of the e-mail; the same link again says so', async () => {
        const { subscriber } = await api.subscribe('eric@example.rw');
        const token = await tokenFor('eric@example.rw');
        t.clock.advance(DAY_MS);
        expect(await api.unsubscribe(token)).toEqual({ email: 'eric@example.rw', unsubscribed: true, message: UNSUBSCRIBED });
        expect(await api.checkSubscription('eric@example.rw')).toEqual({ subscribed: false });
        expect((await api.listSubscribers()).subscribers).toEqual([
          { ...subscriber, isActive: false, unsubscribedAt: '2026-11-15T09:00:00.000Z' },
        ]);
        expect(await api.unsubscribe(` ${token} `)).toEqual({ email: 'eric@example.rw', unsubscribed: false, message: ALREADY_UNSUBSCRIBED });
      });

      it('refuses a blank token as an invalid link and an unknown one as not found', async () => {
        await api.subscribe('claude@example.rw');
        const blank = await refusal(api.unsubscribe('  '));
        expect({ kind: blank.kind, message: blank.message, errors: blank.errors }).toEqual({
          kind: 'invalid',
          message: TOKEN_MISSING,
          errors: [{ path: 'token', message: TOKEN_MISSING }],
        });
        for (const token of ['not-a-token', 'x'.repeat(500), (await tokenFor('claude@example.rw')).slice(1)]) {
          const unknown = await refusal(api.unsubscribe(token));
          expect({ kind: unknown.kind, message: unknown.message }).toEqual({ kind: 'not_found', message: TOKEN_UNKNOWN });
        }
        expect(await api.checkSubscription('claude@example.rw')).toMatchObject({ subscribed: true });
      });

      it('re-activates on a new signup with a new token; the old link no longer works', async () => {
        const first = await api.subscribe('diane@example.rw');
        const oldToken = await tokenFor('diane@example.rw');
        await api.unsubscribe(oldToken);
        t.clock.advance(3 * DAY_MS);
        const again = await api.subscribe('diane@example.rw');
        expect(again).toEqual({
          subscriber: { _id: first.subscriber._id, email: 'diane@example.rw', subscribedAt: '2026-11-17T09:00:00.000Z', isActive: true },
          alreadySubscribed: false,
          message: SUBSCRIBED,
        });
        expect(await t.mails()).toHaveLength(2);
        const newToken = await tokenFor('diane@example.rw');
        expect(newToken).not.toBe(oldToken);
        expect((await refusal(api.unsubscribe(oldToken))).kind).toBe('not_found');
        expect(await api.checkSubscription('diane@example.rw')).toEqual({ subscribed: true, subscribedAt: '2026-11-17T09:00:00.000Z' });
        expect((await api.unsubscribe(newToken)).unsubscribed).toBe(true);
      });
    });

    describe('newsletter.subscribed', () => {
      it('is published once per activation, with the e-mail and the activation time', async () => {
        await api.subscribe('Grace@Example.rw');
        await api.subscribe('grace@example.rw');
        await api.unsubscribe(await tokenFor('grace@example.rw'));
        t.clock.advance(DAY_MS);
        await api.subscribe('grace@example.rw');
        const events = (await t.eventsPublished(3)).filter((e) => e.type === NEWSLETTER_SUBSCRIBED);
        expect(events.map((e) => [e.type, e.data])).toEqual([
          [NEWSLETTER_SUBSCRIBED, { email: 'grace@example.rw', subscribedAt: '2026-11-14T09:00:00.000Z' }],
          [NEWSLETTER_SUBSCRIBED, { email: 'grace@example.rw', subscribedAt: '2026-11-15T09:00:00.000Z' }],
        ]);
        expect(new Set(events.map((e) => e.id)).size).toBe(2);
        expect(await t.documents.collection('outbox').count({ 'event.type': NEWSLETTER_SUBSCRIBED })).toBe(2);
        expect(events[1]!.occurredAt).toBe('2026-11-15T09:00:00.000Z');
      });
    });

    describe('newsletter.unsubscribed', () => {
      it('is published once per deactivation, not when the link is used again', async () => {
        await api.subscribe('Hana@Example.rw');
        const firstToken = await tokenFor('hana@example.rw');
        t.clock.advance(60_000);
        expect((await api.unsubscribe(firstToken)).unsubscribed).toBe(true);
        t.clock.advance(60_000);
        expect((await api.unsubscribe(firstToken)).unsubscribed).toBe(false);
        t.clock.advance(DAY_MS);
        await api.subscribe('hana@example.rw');
        t.clock.advance(60_000);
        const secondToken = await tokenFor('hana@example.rw');
        expect((await api.unsubscribe(secondToken)).unsubscribed).toBe(true);
        expect((await api.unsubscribe(secondToken)).unsubscribed).toBe(false);

        const events = await t.eventsPublished(4);
        expect(events.map((e) => [e.type, e.data])).toEqual([
          [NEWSLETTER_SUBSCRIBED, { email: 'hana@example.rw', subscribedAt: '2026-11-14T09:00:00.000Z' }],
          [NEWSLETTER_UNSUBSCRIBED, { email: 'hana@example.rw', unsubscribedAt: '2026-11-14T09:01:00.000Z' }],
          [NEWSLETTER_SUBSCRIBED, { email: 'hana@example.rw', subscribedAt: '2026-11-15T09:02:00.000Z' }],
          [NEWSLETTER_UNSUBSCRIBED, { email: 'hana@example.rw', unsubscribedAt: '2026-11-15T09:03:00.000Z' }],
        ]);
        expect(new Set(events.map((e) => e.id)).size).toBe(4);
        expect(events.every((e) => /^[0-9a-f]{24}$/.test(e.id))).toBe(true);
        expect(events[1]!.occurredAt).toBe('2026-11-14T09:01:00.000Z');
        expect(await t.documents.collection('outbox').count({ 'event.type': NEWSLETTER_UNSUBSCRIBED })).toBe(2);
      });
    });

    describe('the subscriber list', () => {
      it('pages newest first, 20 by default, with the totals and the last 7 days', async () => {
        for (let i = 1; i <= 23; i += 1) {
          await api.subscribe(`reader${i}@example.rw`);
          t.clock.advance(DAY_MS / 2);
        }
        await api.unsubscribe(await tokenFor('reader23@example.rw'));
        // Now: 11.5 days after the first signup; the last 7 days hold readers 10 to 23.
        const first = await api.listSubscribers();
        expect(first).toMatchObject({ totalSubscribers: 23, activeSubscribers: 22, currentPage: 1, totalPages: 2, thisWeek: 14 });
        expect(first.subscribers).toHaveLength(20);
        expect(first.subscribers[0]).toMatchObject({ email: 'reader23@example.rw', isActive: false });
        expect(first.subscribers[19]!.email).toBe('reader4@example.rw');
        const second = await api.listSubscribers({ page: 2 });
        expect(second.subscribers.map((s) => s.email)).toEqual(['reader3@example.rw', 'reader2@example.rw', 'reader1@example.rw']);
        expect(second.currentPage).toBe(2);
        const small = await api.listSubscribers({ page: 3, limit: 5 });
        expect(small).toMatchObject({ currentPage: 3, totalPages: 5 });
        expect(small.subscribers.map((s) => s.email)).toEqual(['reader13@example.rw', 'reader12@example.rw', 'reader11@example.rw', 'reader10@example.rw', 'reader9@example.rw']);
        expect((await api.listSubscribers({ page: 9 })).subscribers).toEqual([]);
        expect(await api.listSubscribers({ page: 0, limit: 1000 })).toMatchObject({ currentPage: 1, totalPages: 1 });
      });

      it('counts the subscriptions started on each Kigali day asked, in the order asked', async () => {
        // The test clock starts at 2026-11-14 09:00 UTC (11:00 in Kigali).
        await api.subscribe('day1a@example.rw');
        await api.subscribe('day1b@example.rw');
        t.clock.advance(13 * 60 * 60_000); // 22:00 UTC: the 15th in Kigali
        await api.subscribe('day2@example.rw');
        expect(await api.newSubscribersPerDay(['2026-11-15', '2026-11-13', '2026-11-14'])).toEqual([1, 0, 2]);
        expect((await failureOf(api.newSubscribersPerDay(['15/11/2026']))).kind).toBe('invalid');
      });
    });

    describe('bulk e-mail', () => {
      it('refuses a blank subject or content with SPEC\'s message, and queues nothing', async () => {
        await api.subscribe('ana@example.rw');
        for (const input of [
          { subject: '   ', htmlContent: '<p>News</p>', textContent: 'News' },
          { subject: 'News', htmlContent: '  ', textContent: ' ' },
          { subject: 'News', htmlContent: '<p> </p><script>alert(1)</script>', textContent: '' },
        ]) {
          const error = await refusal(api.sendBulkEmail({ ...input, ...BULK_SENDER }));
          expect({ kind: error.kind, message: error.message }).toEqual({ kind: 'invalid', message: BULK_INCOMPLETE });
        }
        expect((await api.listDeliveries()).emails.map((e) => [e.template, e.to])).toEqual([['newsletter-welcome', 'ana@example.rw']]);
      });

      it('queues one message per active subscriber, each with its own working unsubscribe link and headers', async () => {
        for (const email of ['b1@example.rw', 'b2@example.rw', 'b3@example.rw']) await api.subscribe(email);
        await api.unsubscribe(await tokenFor('b3@example.rw'));
        const result = await api.sendBulkEmail({
          subject: ' November deals ',
          htmlContent: '<h1>Deals</h1><p onclick="steal()">Half price <a href="javascript:alert(1)">mice</a></p><script>alert(1)</script><img src="https://cdn.example.rw/m.png" onerror="x()">',
          textContent: 'Deals. Half price mice.', ...BULK_SENDER });
        expect(result).toMatchObject({ successCount: 2, message: 'Bulk email sent successfully! 2 emails sent to subscribers.' });
        const campaign = (await t.mailsWritten(5)).filter((m) => m.subject === 'November deals');
        expect(campaign.map((m) => m.to).sort()).toEqual(['b1@example.rw', 'b2@example.rw']);
        for (const mail of campaign) {
          expect(mail.html).toContain('<h1>Deals</h1>');
          expect(mail.html).toContain('<img src="https://cdn.example.rw/m.png" />');
          for (const unsafe of ['<script', 'onclick', 'onerror', 'javascript:']) expect(mail.html).not.toContain(unsafe);
          expect(mail.text).toContain('Deals. Half price mice.');
          const link = unsubscribeLinkOf(mail);
          expect(link.email).toBe(mail.to);
          expect(`${link.url.origin}${link.url.pathname}`).toBe(`${TEST_PUBLIC_URL}/unsubscribe`);
          expect(mail.headers).toEqual({
            'List-Unsubscribe': `<${TEST_PUBLIC_URL}/api/v1/newsletter/unsubscribe/one-click?token=${encodeURIComponent(link.token)}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          });
        }
        const b1 = campaign.find((m) => m.to === 'b1@example.rw')!;
        const token = unsubscribeLinkOf(b1).token;
        expect(token).not.toBe(unsubscribeLinkOf(campaign.find((m) => m.to === 'b2@example.rw')!).token);
        expect(await api.unsubscribe(token)).toEqual({ email: 'b1@example.rw', unsubscribed: true, message: UNSUBSCRIBED });
        expect((await api.unsubscribe(token)).message).toBe(ALREADY_UNSUBSCRIBED);
        expect(await api.checkSubscription('b2@example.rw')).toMatchObject({ subscribed: true });
        // A tampered signature, or the link after a new subscription, is out of date.
        expect((await refusal(api.unsubscribe(`${token.slice(0, -2)}xx`))).message).toBe(TOKEN_UNKNOWN);
        await api.subscribe('b1@example.rw');
        expect((await refusal(api.unsubscribe(token))).kind).toBe('not_found');

        const log = await api.listDeliveries();
        expect(log.emails.filter((e) => e.template === 'newsletter-campaign').map((e) => [e.to, e.status, e.eventId]).sort()).toEqual([
          ['b1@example.rw', 'sent', result.campaignId],
          ['b2@example.rw', 'sent', result.campaignId],
        ]);
      });
    });

    describe('the subscriber export', () => {
      it('streams every subscriber, active or not, in the order they first subscribed', async () => {
        for (let i = 1; i <= 7; i += 1) {
          await api.subscribe(`export${i}@example.rw`);
          t.clock.advance(60_000);
        }
        await api.unsubscribe(await tokenFor('export2@example.rw'));
        const rows = [];
        for await (const subscriber of api.exportSubscribers()) rows.push(subscriber);
        expect(rows.map((s) => s.email)).toEqual(Array.from({ length: 7 }, (_, i) => `export${i + 1}@example.rw`));
        expect(rows[1]).toMatchObject({ isActive: false, unsubscribedAt: expect.any(String) });
        expect(rows[0]).toMatchObject({ isActive: true, subscribedAt: '2026-11-14T09:00:00.000Z' });
      });

      it('streams nothing for an empty list', async () => {
        const rows = [];
        for await (const subscriber of api.exportSubscribers()) rows.push(subscriber);
        expect(rows).toEqual([]);
      });
    });

    describe('the send log', () => {
      it('pages newest first and filters by status', async () => {
        for (let i = 1; i <= 3; i += 1) await api.subscribe(`log${i}@example.rw`);
        t.clock.advance(60_000);
        await api.sendBulkEmail({ subject: 'Hello', htmlContent: '<p>Hi</p>', textContent: 'Hi', ...BULK_SENDER });
        await t.mailsWritten(6);
        const deadline = Date.now() + 5000;
        while ((await api.listDeliveries({ status: 'sent' })).pagination.total < 6 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
        const first = await api.listDeliveries({ page: 1, limit: 4, status: 'sent' });
        expect(first.pagination).toEqual({ page: 1, limit: 4, total: 6, totalPages: 2 });
        expect(first.emails.map((e) => e.template)).toEqual(['newsletter-campaign', 'newsletter-campaign', 'newsletter-campaign', 'newsletter-welcome']);
        expect(first.emails[0]).toMatchObject({ subject: 'Hello', status: 'sent', attempts: 1, createdAt: '2026-11-14T09:01:00.000Z' });
        expect(first.emails[0]!._id).toMatch(/^[0-9a-f]{24}$/);
        const second = await api.listDeliveries({ page: 2, limit: 4, status: 'sent' });
        expect(second.emails.map((e) => [e.template, e.subject])).toEqual([
          ['newsletter-welcome', 'Welcome to the DevShop newsletter'],
          ['newsletter-welcome', 'Welcome to the DevShop newsletter'],
        ]);
        expect((await api.listDeliveries({ status: 'failed' })).emails).toEqual([]);
      });
    });

    describe('SMS', () => {
      const texting = (overrides: Record<string, unknown> = {}) =>
        orderPlacedEvent({ customer: { firstName: 'Aline', lastName: 'Uwase', email: 'aline@example.rw', phone: '+250788123456' }, smsUpdates: true, ...overrides });
      const reply = (text: string) => api.receiveSms({ provider: 'africastalking', from: '+250788123456', text, receivedAt: '2026-11-14T09:30:00.000Z' });

      it('lists the SMS log newest first, filtered by status', async () => {
        await t.publish(texting());
        await t.settle();
        t.clock.advance(60_000);
        await t.publish(statusChangedEvent({ from: 'processing', to: 'shipped' }));
        await t.settle();
        const log = await api.listTextMessages({ limit: 1 });
        expect(log.pagination).toEqual({ page: 1, limit: 1, total: 2, totalPages: 2 });
        expect(log.messages[0]).toMatchObject({ to: '+250788123456', template: 'sms-order-shipped', status: 'sent', provider: 'outbox', encoding: 'GSM-7', segments: 1 });
        expect(log.messages[0]!._id).toMatch(/^[0-9a-f]{24}$/);
        expect((await api.listTextMessages({ page: 2, limit: 1 })).messages.map((m) => m.template)).toEqual(['sms-order-received']);
        expect((await api.listTextMessages({ status: 'failed' })).messages).toEqual([]);
      });

      it('stops texting a number that replied STOP or HAGARIKA, and starts again after START or TANGIRA', async () => {
        expect(await reply('  stop please')).toEqual({ action: 'stopped' });
        expect(await reply('HAGARIKA')).toEqual({ action: 'stopped' });
        await t.publish(texting());
        await t.settle();
        expect(await t.texts()).toEqual([]);
        expect(await reply('Tangira')).toEqual({ action: 'restarted' });
        await t.publish(statusChangedEvent({ from: 'processing', to: 'shipped' }));
        await t.settle();
        expect((await t.texts()).map((sms) => sms.text.split('.')[0])).toEqual(['DevShop: order DS-20261114-0042 is on its way by bike']);
        expect(await reply('Thank you!')).toEqual({ action: 'none' });
      });

      it('lists the numbers a shopper’s orders went to, and switches their SMS updates, not anyone else’s', async () => {
        const shopper = 'b'.repeat(24);
        expect(await api.smsSettings(shopper)).toEqual({ numbers: [] });
        await t.publish(texting());
        await t.settle();
        expect(await api.smsSettings(shopper)).toEqual({ numbers: [{ number: '+250788123456', updates: true }] });
        expect(await api.setSmsUpdates({ userId: shopper, number: '+250788123456', updates: false })).toEqual({ numbers: [{ number: '+250788123456', updates: false }] });
        expect(await api.setSmsUpdates({ userId: shopper, number: '+250788123456', updates: true })).toEqual({ numbers: [{ number: '+250788123456', updates: true }] });
        expect((await refusal(api.setSmsUpdates({ userId: shopper, number: '+250722000000', updates: false }))).kind).toBe('not_found');
        expect((await refusal(api.setSmsUpdates({ userId: 'c'.repeat(24), number: '+250788123456', updates: false }))).kind).toBe('not_found');
        expect(await api.smsSettings('c'.repeat(24))).toEqual({ numbers: [] });
      });

      it('records a delivery report on a message it sent, and says so when the message is unknown', async () => {
        await t.publish(texting());
        await t.settle();
        const [sent] = (await api.listTextMessages()).messages;
        const [file] = await t.texts();
        expect(await api.recordSmsDeliveryReport({ provider: 'outbox', providerMessageId: file!.id, status: 'delivered' })).toEqual({ recorded: true });
        expect((await api.listTextMessages({ status: 'delivered' })).messages.map((m) => m._id)).toEqual([sent!._id]);
        expect(await api.recordSmsDeliveryReport({ provider: 'outbox', providerMessageId: 'unknown', status: 'delivered' })).toEqual({ recorded: false });
      });
    });
  });
}
