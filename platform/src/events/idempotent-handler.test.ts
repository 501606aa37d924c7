import { afterEach, describe, expect, it } from 'vitest';
import { SqliteDocumentStore } from '../documents/sqlite/sqlite-document-store';
import { EventInProgressError, idempotent, PROCESSED_EVENTS_COLLECTION } from './idempotent-handler';
import { createEvent } from './outbox/create-event';

const stores: SqliteDocumentStore[] = [];
const store = () => {
  const made = new SqliteDocumentStore();
  stores.push(made);
  return made;
};
afterEach(async () => {
  for (const made of stores.splice(0)) await made.close();
});

const event = () => createEvent('order.placed', {}, { now: new Date() });

describe('idempotent', () => {
  it('runs a concurrent duplicate only once; the other delivery is told to retry later', async () => {
    let calls = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const handler = idempotent(store(), 'mailer', async () => {
      calls++;
      await gate;
    });
    const e = event();
    const first = handler(e, {});
    // the store runs operations in call order, so the first delivery's claim is in place first.
    await expect(handler(e, {})).rejects.toBeInstanceOf(EventInProgressError);
    release();
    await first;
    await handler(e, {}); // the retry of the duplicate: skipped
    expect(calls).toBe(1);
  });

  it('keeps consumers apart: the same event is handled once per consumer', async () => {
    const shared = store();
    const seen: string[] = [];
    const a = idempotent(shared, 'a', async () => void seen.push('a'));
    const b = idempotent(shared, 'b', async () => void seen.push('b'));
    const e = event();
    for (const handler of [a, b, a, b]) await handler(e, {});
    expect(seen).toEqual(['a', 'b']);
  });

  it('takes over a claim left behind by a process that died mid-handler, once it is stale (a store shared by replicas)', async () => {
    // As MongoDB: other processes work on the store too, so only time tells a dead claim.
    const shared = Object.create(store(), { exclusive: { value: false } }) as SqliteDocumentStore;
    let now = 1_000_000;
    const e = event();
    await shared.collection(PROCESSED_EVENTS_COLLECTION).insertOne({ consumer: 'c', eventId: e.id, status: 'processing', claimedAt: now });
    let calls = 0;
    const handler = idempotent(shared, 'c', async () => void calls++, { claimTimeoutMs: 100, now: () => now });
    await expect(handler(e, {})).rejects.toBeInstanceOf(EventInProgressError);
    now += 101;
    await handler(e, {});
    expect(calls).toBe(1);
  });

  it('takes over at once, in a store only this process works on, a claim made before this process started', async () => {
    const shared = store();
    const e = event();
    const killedLifeClaimedAt = Date.now() - Math.round(process.uptime() * 1000) - 5_000;
    await shared.collection(PROCESSED_EVENTS_COLLECTION).insertOne({ consumer: 'c', eventId: e.id, status: 'processing', claimedAt: killedLifeClaimedAt });
    let calls = 0;
    await idempotent(shared, 'c', async () => void calls++)(e, {});
    expect(calls).toBe(1);
  });
});
