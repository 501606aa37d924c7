import { NEWSLETTER_SUBSCRIBED, NEWSLETTER_UNSUBSCRIBED } from '@shop/contracts';
import { COUPON_MESSAGES, NEWSLETTER_EMAIL_INVALID } from '@shop/domain';
import { createEvent, type DomainEvent } from '@shop/platform';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DocumentSubscriberDirectory } from '../../adapters/storage/document-subscriber-directory';
import { failureOf, shopper, startTestOrders, type TestOrders } from '../../testing/orders-test-kit';
import { RecordSubscriber } from './record-subscriber.use-case';

let t: TestOrders;
beforeEach(async () => {
  t = await startTestOrders();
});
afterEach(() => t.close());

const subscribed = (email: string, at: string) => createEvent(NEWSLETTER_SUBSCRIBED, { email, subscribedAt: at }, { now: new Date(at) });
const unsubscribed = (email: string, at: string) => createEvent(NEWSLETTER_UNSUBSCRIBED, { email, unsubscribedAt: at }, { now: new Date(at) });

/** Every ordering of the events. */
function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]));
}

async function deliver(events: DomainEvent[]): Promise<void> {
  for (const event of events) {
    await t.events.publish(event);
    await t.events.drain();
  }
}

/** Whether WELCOME2 takes a subscriber's 2% for the shopper (who has no orders), or refuses as subscribers-only. */
async function welcomeFor(n: number): Promise<'applies' | 'subscribers only'> {
  const call = t.api.applyCoupon({ code: 'WELCOME2', subtotal: 10_000, customer: shopper(n) });
  const outcome = await call.then(
    (result) => {
      expect(result.discount).toBe(200);
      return 'applies' as const;
    },
    () => undefined,
  );
  if (outcome) return outcome;
  expect((await failureOf(call)).message).toBe(COUPON_MESSAGES.subscribers_only);
  return 'subscribers only';
}

describe('the subscriber projection (newsletter.subscribed / newsletter.unsubscribed)', () => {
  it('ends subscribed after subscribe → unsubscribe → subscribe again, in whatever order the events are handled', async () => {
    const orders = permutations([0, 1, 2]);
    expect(orders).toHaveLength(6);
    for (const [i, order] of orders.entries()) {
      const n = 10 + i;
      const email = shopper(n).email.toUpperCase();
      const events = [subscribed(email, '2026-11-01T10:00:00.000Z'), unsubscribed(email, '2026-11-02T10:00:00.000Z'), subscribed(email, '2026-11-03T10:00:00.000Z')];
      await deliver(order.map((k) => events[k]!));
      expect({ order, welcome: await welcomeFor(n) }).toEqual({ order, welcome: 'applies' });
    }
    expect(await t.events.deadLetters('orders.newsletter-subscribers')).toEqual([]);
  });

  it('ends unsubscribed after subscribe → unsubscribe, in either order, and a redelivery changes nothing', async () => {
    for (const [i, order] of permutations([0, 1]).entries()) {
      const n = 20 + i;
      const events = [subscribed(shopper(n).email, '2026-11-01T10:00:00.000Z'), unsubscribed(shopper(n).email, '2026-11-02T10:00:00.000Z')];
      await deliver(order.map((k) => events[k]!));
      expect({ order, welcome: await welcomeFor(n) }).toEqual({ order, welcome: 'subscribers only' });
      await deliver(events);
      expect(await welcomeFor(n)).toBe('subscribers only');
    }
    // subscribe → unsubscribe → subscribe again, then the unsubscription is delivered once more (same id): still subscribed.
    const email = shopper(22).email;
    const first = subscribed(email, '2026-11-01T10:00:00.000Z');
    const off = unsubscribed(email, '2026-11-02T10:00:00.000Z');
    await deliver([first, off]);
    expect(await welcomeFor(22)).toBe('subscribers only');
    await deliver([subscribed(email, '2026-11-05T10:00:00.000Z'), off, first]);
    expect(await welcomeFor(22)).toBe('applies');
    expect(await t.documents.collection('newsletter_subscribers').count({})).toBe(3);
  });

  it('ignores an unsubscription older than a subscription recorded directly, and reads older records as active', async () => {
    await t.api.recordSubscriber(shopper(30).email);
    await deliver([unsubscribed(shopper(30).email, new Date(t.clock.now().getTime() - 60_000).toISOString())]);
    expect(await welcomeFor(30)).toBe('applies');
    await deliver([unsubscribed(shopper(30).email, new Date(t.clock.now().getTime() + 60_000).toISOString())]);
    expect(await welcomeFor(30)).toBe('subscribers only');

    // A record from before unsubscriptions were projected: no isActive, no changedAt.
    await t.documents.collection('newsletter_subscribers').insertOne({ email: shopper(31).email, subscribedAt: '2026-11-01T10:00:00.000Z' });
    expect(await welcomeFor(31)).toBe('applies');
    await deliver([unsubscribed(shopper(31).email, '2026-10-31T10:00:00.000Z')]);
    expect(await welcomeFor(31)).toBe('applies');
    await deliver([unsubscribed(shopper(31).email, '2026-11-02T10:00:00.000Z')]);
    expect(await welcomeFor(31)).toBe('subscribers only');
    await deliver([unsubscribed('not an email', '2026-11-02T10:00:00.000Z')]);
    expect(await t.events.deadLetters('orders.newsletter-subscribers')).toEqual([]);
  });
});

describe('recording a subscriber', () => {
  const record = () => new RecordSubscriber({ subscribers: new DocumentSubscriberDirectory(t.documents), clock: t.clock });
  const stored = (email: string) => t.documents.collection('newsletter_subscribers').findOne({ email });

  it('keeps the e-mail trimmed and in lower case, subscribed at the time the newsletter gives, or now when that time is unreadable', async () => {
    await record().execute('  Aline@Example.RW ', '2026-11-01T10:00:00.000Z');
    await record().execute('late@example.rw', 'yesterday');
    await record().execute('now@example.rw');

    expect(await stored('aline@example.rw')).toMatchObject({ isActive: true, subscribedAt: '2026-11-01T10:00:00.000Z' });
    expect(await stored('late@example.rw')).toMatchObject({ isActive: true, subscribedAt: t.clock.now().toISOString() });
    expect(await stored('now@example.rw')).toMatchObject({ isActive: true, subscribedAt: t.clock.now().toISOString() });
  });

  it('refuses an address that is not an e-mail, saying so on the email field', async () => {
    const invalid = { kind: 'invalid', message: 'Please enter a valid email address', errors: [{ path: 'email', message: NEWSLETTER_EMAIL_INVALID }] };

    expect(await failureOf(record().execute('not an email'))).toMatchObject(invalid);
    expect(await failureOf(record().execute(42 as unknown as string))).toMatchObject(invalid);
    expect(await t.documents.collection('newsletter_subscribers').count({})).toBe(0);
  });

  // Not in SPEC: the longest address mail standards allow.
  it('takes an address of up to 254 characters', async () => {
    const address = (length: number) => `${'a'.repeat(length - '@example.rw'.length)}@example.rw`;

    await record().execute(address(254));
    expect(await stored(address(254))).toMatchObject({ isActive: true });
    expect(await failureOf(record().execute(address(255)))).toMatchObject({ kind: 'invalid', message: NEWSLETTER_EMAIL_INVALID });
  });
});
