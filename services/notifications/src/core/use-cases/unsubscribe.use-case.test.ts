import { NEWSLETTER_SUBSCRIBED, NEWSLETTER_UNSUBSCRIBED } from '@shop/contracts';
import { SqliteDocumentStore } from '@shop/platform';
import { afterEach, describe, expect, it } from 'vitest';
import { DocumentSubscriberRepository } from '../../adapters/storage/document-subscriber-repository';
import { AppError } from '@shop/domain';
import { embeddedPorts } from '../../testing/embedded-ports';
import { startTestNotifications, unsubscribeLinkOf, type TestNotifications } from '../../testing/notifications-test-kit';
import { Unsubscribe } from './unsubscribe.use-case';

const running: TestNotifications[] = [];
const stores: SqliteDocumentStore[] = [];
afterEach(async () => {
  for (const t of running.splice(0)) await t.close();
  for (const store of stores.splice(0)) await store.close();
});

async function start(options: Parameters<typeof startTestNotifications>[0] = {}) {
  const t = await startTestNotifications(options);
  running.push(t);
  return t;
}

describe('Unsubscribe', () => {
  it('records exactly one newsletter.unsubscribed per deactivation, none for a repeated link', async () => {
    const t = await start();
    await t.api.subscribe('olive@example.rw');
    const { token } = unsubscribeLinkOf((await t.mails())[0]!);
    t.clock.advance(5_000);
    const results = await Promise.all(Array.from({ length: 4 }, () => t.api.unsubscribe(token)));
    expect(results.filter((r) => r.unsubscribed)).toHaveLength(1);
    t.clock.advance(5_000);
    expect((await t.api.unsubscribe(token)).unsubscribed).toBe(false);

    const events = await t.eventsPublished(2);
    expect(events.map((e) => e.type)).toEqual([NEWSLETTER_SUBSCRIBED, NEWSLETTER_UNSUBSCRIBED]);
    expect(events[1]).toMatchObject({ occurredAt: '2026-11-14T09:00:05.000Z', data: { email: 'olive@example.rw', unsubscribedAt: '2026-11-14T09:00:05.000Z' } });
    expect(await t.documents.collection('outbox').count({ 'event.type': NEWSLETTER_UNSUBSCRIBED })).toBe(1);
    const [stored] = await t.documents.collection('newsletter_subscribers').find({});
    expect(stored).toMatchObject({ isActive: false, deactivationId: events[1]!.id, deactivationAnnounced: true });
  });

  it('announces at start a deactivation that a crash left without its event, once', async () => {
    const documents = new SqliteDocumentStore({});
    stores.push(documents);
    const repository = new DocumentSubscriberRepository(documents);
    await repository.ensureIndexes();
    const { subscriber } = await repository.activate({ email: 'paul@example.rw', tokenHash: 'digest', at: '2026-11-10T08:00:00.000Z' });
    await repository.markAnnounced(subscriber.id, subscriber.activationId);
    // The subscription ended; the process died before the outbox entry was written.
    const ended = await repository.deactivate('digest', '2026-11-11T08:00:00.000Z');
    const deactivationId = ended!.subscriber.deactivationId;
    expect(deactivationId).toMatch(/^[0-9a-f]{24}$/);

    const first = await start({ documents });
    const events = await first.eventsPublished(1);
    expect(events.map((e) => [e.id, e.type, e.data])).toEqual([
      [deactivationId, NEWSLETTER_UNSUBSCRIBED, { email: 'paul@example.rw', unsubscribedAt: '2026-11-11T08:00:00.000Z' }],
    ]);
    expect(await repository.unannouncedDeactivations(10)).toEqual([]);
    await start({ documents });
    expect(await documents.collection('outbox').count({})).toBe(1);
  });
});

describe('the token of an unsubscribe link', () => {
  it('is missing when it is not text', async () => {
    const t = await embeddedPorts();
    try {
      const error = await new Unsubscribe(t.ports).execute(42).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(AppError);
      const message = 'Invalid unsubscribe link. Please contact support if you need help.';
      expect(error).toMatchObject({ kind: 'invalid', message, errors: [{ path: 'token', message }] });
    } finally {
      await t.close();
    }
  });

  it('is unknown when longer than 200 characters, as the shop makes none so long', async () => {
    const t = await embeddedPorts();
    try {
      const longest = 't'.repeat(200);
      const tooLong = 't'.repeat(201);
      for (const token of [longest, tooLong]) {
        await t.ports.subscribers.activate({ email: `${token.length}@example.rw`, tokenHash: t.ports.tokens.digest(token), at: '2026-11-10T08:00:00.000Z' });
      }
      const unsubscribe = new Unsubscribe(t.ports);
      expect(await unsubscribe.execute(longest)).toMatchObject({ email: '200@example.rw', unsubscribed: true });
      const error = await unsubscribe.execute(tooLong).catch((caught: unknown) => caught);
      expect(error).toMatchObject({ kind: 'not_found', message: 'This unsubscribe link is invalid or out of date. Please use the link in your latest DevShop email.' });
    } finally {
      await t.close();
    }
  });
});
