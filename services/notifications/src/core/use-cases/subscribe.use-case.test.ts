import { createHash } from 'node:crypto';
import { SqliteDocumentStore } from '@shop/platform';
import { afterEach, describe, expect, it } from 'vitest';
import { DocumentSubscriberRepository, SUBSCRIBERS_COLLECTION } from '../../adapters/storage/document-subscriber-repository';
import { embeddedPorts } from '../../testing/embedded-ports';
import { startTestNotifications, unsubscribeLinkOf, type TestNotifications } from '../../testing/notifications-test-kit';
import { Subscribe } from './subscribe.use-case';

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

describe('Subscribe', () => {
  it('keeps the unsubscribe token only as its SHA-256 digest', async () => {
    const t = await start();
    await t.api.subscribe('jean@example.rw');
    const { token } = unsubscribeLinkOf((await t.mails())[0]!);
    const [stored, ...others] = await t.documents.collection(SUBSCRIBERS_COLLECTION).find({});
    expect(others).toEqual([]);
    expect(stored!.tokenHash).toBe(createHash('sha256').update(token).digest('base64url'));
    const everything = JSON.stringify([stored, await t.documents.collection('outbox').find({}), await t.documents.collection('email_deliveries').find({})]);
    expect(everything).not.toContain(token);
  });

  it('activates once when the same e-mail signs up many times at once', async () => {
    const t = await start();
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => t.api.subscribe(i % 2 ? 'ANA@example.rw' : 'ana@example.rw')));
    expect(results.filter((r) => !r.alreadySubscribed)).toHaveLength(1);
    expect(new Set(results.map((r) => r.subscriber._id)).size).toBe(1);
    expect(await t.mails()).toHaveLength(1);
    expect(await t.documents.collection('outbox').count({})).toBe(1);
  });

  it('keeps the subscription, and says so in the log, when the welcome e-mail cannot go', async () => {
    const warnings: string[] = [];
    const t = await start({ warnings, mailer: { send: () => Promise.reject(new Error('disk full')) } });
    expect((await t.api.subscribe('eric@example.rw')).alreadySubscribed).toBe(false);
    expect(await t.api.checkSubscription('eric@example.rw')).toMatchObject({ subscribed: true });
    expect((await t.eventsPublished(1)).map((e) => e.data)).toEqual([{ email: 'eric@example.rw', subscribedAt: '2026-11-14T09:00:00.000Z' }]);
    expect(warnings).toEqual(['welcome e-mail could not be sent']);
    // The send log shows it to the admin; it is not retried (its token is not kept).
    expect((await t.api.listDeliveries({ status: 'failed' })).emails).toEqual([
      expect.objectContaining({ to: 'eric@example.rw', template: 'newsletter-welcome', status: 'failed', attempts: 1, lastError: 'disk full' }),
    ]);
    t.clock.advance(3_600_000);
    expect(await t.service.retryDueDeliveries()).toBe(0);
  });

  it('announces at start an activation that a crash left without its event, once', async () => {
    const documents = new SqliteDocumentStore({});
    stores.push(documents);
    const repository = new DocumentSubscriberRepository(documents);
    await repository.ensureIndexes();
    // The subscriber was saved; the process died before the outbox entry was written.
    const { subscriber } = await repository.activate({ email: 'grace@example.rw', tokenHash: 'digest', at: '2026-11-10T08:00:00.000Z' });
    const first = await start({ documents });
    const events = await first.eventsPublished(1);
    expect(events.map((e) => [e.id, e.data])).toEqual([[subscriber.activationId, { email: 'grace@example.rw', subscribedAt: '2026-11-10T08:00:00.000Z' }]]);
    expect((await repository.unannounced(10)).length).toBe(0);
    await start({ documents });
    expect(await documents.collection('outbox').count({})).toBe(1);
  });
});

describe('the welcome e-mail of a subscription', () => {
  it('tells the operator nothing when it goes', async () => {
    const t = await embeddedPorts();
    try {
      await new Subscribe(t.ports).execute('jean@example.rw');
      expect(t.mailer.sent.map((mail) => mail.subject)).toEqual(['Welcome to the DevShop newsletter']);
      expect(t.log.lines).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('follows the language the subscriber chose, kept with the subscription; a renewal without one is English', async () => {
    const t = await embeddedPorts();
    try {
      await new Subscribe(t.ports).execute('jean@example.rw', 'rw');
      const [welcome] = t.mailer.sent;
      expect(welcome!.subject).toBe('Murakaza neza ku makuru ya DevShop (newsletter)');
      expect(welcome!.text).toMatch(/^Muraho,\n\nMurakoze kwiyandikisha ku makuru ya DevShop \(newsletter\)!\n/);
      expect(welcome!.text).toContain('andika kode y’igabanuka WELCOME2 mu gitebo cyawe.');
      expect(welcome!.text).toContain('\nKwikura ku rutonde: https://shop.example.rw/unsubscribe?token=');
      expect(welcome!.html).toContain('<html lang="rw">');
      const stored = await t.ports.subscribers.findByEmail('jean@example.rw');
      expect(stored?.language).toBe('rw');

      await t.ports.subscribers.deactivate(stored!.tokenHash, '2026-11-15T09:00:00.000Z');
      await new Subscribe(t.ports).execute('jean@example.rw');
      expect(t.mailer.sent.map((mail) => mail.subject)).toEqual(['Murakaza neza ku makuru ya DevShop (newsletter)', 'Welcome to the DevShop newsletter']);
      expect((await t.ports.subscribers.findByEmail('jean@example.rw'))?.language).toBeUndefined();
    } finally {
      await t.close();
    }
  });

  it('tells the operator once, with the address and the error, when it cannot go', async () => {
    const t = await embeddedPorts();
    try {
      t.mailer.failWith = new Error('disk full');
      await new Subscribe(t.ports).execute('jean@example.rw');
      expect(t.log.lines).toEqual([{ level: 'warn', fields: { err: 'disk full', email: 'jean@example.rw' }, message: 'welcome e-mail could not be sent' }]);
    } finally {
      await t.close();
    }
  });
});
