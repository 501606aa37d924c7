import { afterEach, describe, expect, it, vi } from 'vitest';
import { SqliteDocumentStore } from '../../documents/sqlite/sqlite-document-store';
import { isObjectId } from '@shop/contracts';
import type { DomainEvent, EventBus } from '../event-bus.port';
import { createEvent } from './create-event';
import { Outbox } from './outbox';
import { OUTBOX_COLLECTION, type OutboxEntry } from './outbox-entry';
import { OutboxRelay } from './outbox-relay';

const stores: SqliteDocumentStore[] = [];
afterEach(async () => {
  for (const store of stores.splice(0)) await store.close();
});

function setup() {
  const store = new SqliteDocumentStore();
  stores.push(store);
  const published: DomainEvent[] = [];
  const bus: EventBus = {
    publish: async (event) => {
      await new Promise((resolve) => setImmediate(resolve)); // let a rival relay interleave
      published.push(event);
    },
    subscribe: async () => undefined,
    ping: async () => undefined,
    close: async () => undefined,
  };
  return { store, bus, published, outbox: new Outbox(store) };
}

const at = (iso: string, type = 'order.placed') => createEvent(type, {}, { now: new Date(iso) });

describe('createEvent', () => {
  it('builds the envelope with a 24-hex id and the ISO time of the given clock', () => {
    const event = createEvent('order.placed', { orderId: 'x' }, { now: new Date('2025-01-02T03:04:05Z') });
    expect(isObjectId(event.id)).toBe(true);
    expect(event).toMatchObject({ type: 'order.placed', occurredAt: '2025-01-02T03:04:05.000Z', data: { orderId: 'x' } });
    expect(createEvent('a.b', {}, { id: 'fixed', now: new Date(0) }).id).toBe('fixed');
  });
});

describe('OutboxRelay', () => {
  it('publishes in order of occurrence, not of recording', async () => {
    const { store, bus, published, outbox } = setup();
    const late = at('2025-01-01T10:00:02Z');
    const early = at('2025-01-01T10:00:01Z');
    await outbox.record(late);
    await outbox.record(early);
    await new OutboxRelay({ store, bus }).flush();
    expect(published.map((e) => e.id)).toEqual([early.id, late.id]);
  });

  it('never lets two relays publish the same entry', async () => {
    const { store, bus, published, outbox } = setup();
    const events = Array.from({ length: 20 }, (_, i) => at(`2025-01-01T10:00:${String(i).padStart(2, '0')}Z`));
    for (const event of events) await outbox.record(event);
    const counts = await Promise.all([new OutboxRelay({ store, bus }).flush(), new OutboxRelay({ store, bus }).flush()]);
    expect(counts[0]! + counts[1]!).toBe(20);
    expect(published.map((e) => e.id).sort()).toEqual(events.map((e) => e.id).sort());
  });

  it('takes back an entry whose relay died mid-publish once the claim is stale', async () => {
    const { store, bus, published, outbox } = setup();
    const event = at('2025-01-01T10:00:00Z');
    await outbox.record(event);
    const entries = store.collection<OutboxEntry>(OUTBOX_COLLECTION);
    const now = new Date('2025-01-01T11:00:00Z');
    await entries.updateOne({ _id: event.id }, { $set: { status: 'publishing', claimedBy: 'dead', claimedAt: now.getTime() - 5_000 } });
    expect(await new OutboxRelay({ store, bus, now: () => now, claimTimeoutMs: 10_000 }).flush()).toBe(0);
    expect(await new OutboxRelay({ store, bus, now: () => now, claimTimeoutMs: 1_000 }).flush()).toBe(1);
    expect(published.map((e) => e.id)).toEqual([event.id]);
  });

  it('hands a failed entry back as pending with the error, and stops the round to keep order', async () => {
    const { store, outbox } = setup();
    const first = at('2025-01-01T10:00:00Z');
    const second = at('2025-01-01T10:00:01Z');
    await outbox.record(first);
    await outbox.record(second);
    const failing: EventBus = { ...setup().bus, publish: () => Promise.reject(new Error('broker says no')) };
    await expect(new OutboxRelay({ store, bus: failing }).flush()).rejects.toThrow('broker says no');
    const entries = await store.collection<OutboxEntry>(OUTBOX_COLLECTION).find({}, { sort: { occurredAt: 1 } });
    expect(entries.map((e) => [e.status, e.attempts, e.lastError ?? null, e.claimedBy ?? null])).toEqual([
      ['pending', 1, 'broker says no', null],
      ['pending', 0, null, null],
    ]);
  });

  it('prunes published entries older than a date and leaves pending ones', async () => {
    const { store, bus, outbox } = setup();
    await outbox.record(at('2025-01-01T10:00:00Z'));
    await new OutboxRelay({ store, bus, now: () => new Date('2025-01-01T10:00:01Z') }).flush();
    await outbox.record(at('2025-01-01T10:00:02Z'));
    expect(await outbox.prunePublished(new Date('2025-01-02T00:00:00Z'))).toBe(1);
    expect(await store.collection(OUTBOX_COLLECTION).count({ status: 'pending' })).toBe(1);
  });

  it('a running relay publishes an entry as soon as it is recorded, without waiting for its poll', async () => {
    const { store, bus, published, outbox } = setup();
    const relay = new OutboxRelay({ store, bus, pollIntervalMs: 60_000 });
    relay.start();
    try {
      await vi.waitFor(() => expect(relay['inRound']).toBe(false));
      const event = at('2025-01-01T10:00:00Z');
      await outbox.record(event);
      await vi.waitFor(() => expect(published.map((e) => e.id)).toEqual([event.id]), { timeout: 2_000 });
    } finally {
      await relay.stop();
    }
  });

  it('deletes published entries once their retention has passed, on its own, and never pending ones', async () => {
    const { store, bus, outbox } = setup();
    const entries = store.collection<OutboxEntry>(OUTBOX_COLLECTION);
    await outbox.record(at('2025-01-01T10:00:00Z'));
    await new OutboxRelay({ store, bus, now: () => new Date('2025-01-01T10:00:01Z') }).flush();
    await outbox.record(at('2025-01-01T11:10:00Z'));
    await new OutboxRelay({ store, bus, now: () => new Date('2025-01-01T11:20:00Z') }).flush();
    await outbox.record(at('2025-01-01T11:25:00Z'));
    // The broker is away: the last entry stays pending while old published ones go.
    const away: EventBus = { ...bus, ping: () => Promise.reject(new Error('broker down')) };
    const relay = new OutboxRelay({ store, bus: away, now: () => new Date('2025-01-01T11:30:00Z'), retentionMs: 60 * 60_000 });
    relay.start();
    await vi.waitFor(() => expect(entries.count({})).resolves.toBe(2));
    await relay.stop();
    const left = await entries.find({}, { sort: { occurredAt: 1 } });
    expect(left.map((e) => [e.occurredAt, e.status])).toEqual([
      ['2025-01-01T11:10:00.000Z', 'published'],
      ['2025-01-01T11:25:00.000Z', 'pending'],
    ]);
  });

  it('with a bus that loses its queues in a crash, marks an entry published only once it is handled', async () => {
    const { store, outbox } = setup();
    const event = at('2025-01-01T10:00:00Z');
    await outbox.record(event);
    const entries = store.collection<OutboxEntry>(OUTBOX_COLLECTION);
    let handle!: () => void;
    const handled = new Promise<void>((resolve) => (handle = resolve));
    const inProcess: EventBus = { ...setup().bus, publishSettled: () => handled };
    const round = new OutboxRelay({ store, bus: inProcess }).flush();
    await vi.waitFor(async () => expect(await entries.findById(event.id)).toMatchObject({ status: 'publishing' }));
    handle();
    expect(await round).toBe(1);
    expect(await entries.findById(event.id)).toMatchObject({ status: 'published' });
  });
});
