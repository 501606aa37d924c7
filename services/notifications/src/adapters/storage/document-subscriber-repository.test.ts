import { countedDayRanges } from '@shop/domain';
import { DuplicateKeyError, SqliteDocumentStore } from '@shop/platform';
import { afterEach, describe, expect, it } from 'vitest';
import { DocumentSubscriberRepository, SUBSCRIBER_DAYS_COLLECTION, SUBSCRIBERS_COLLECTION } from './document-subscriber-repository';

const stores: SqliteDocumentStore[] = [];
afterEach(async () => {
  for (const store of stores.splice(0)) await store.close();
});

async function open(documents = new SqliteDocumentStore({})) {
  if (!stores.includes(documents)) stores.push(documents);
  const subscribers = new DocumentSubscriberRepository(documents);
  await subscribers.ensureIndexes();
  return { documents, subscribers };
}

/** What the range count of the subscribedAt index answered before the projection: the recount. */
function recount(documents: SqliteDocumentStore, days: string[]): Promise<number[]> {
  const collection = documents.collection(SUBSCRIBERS_COLLECTION);
  return Promise.all(countedDayRanges(days).map(({ from, to }) => collection.count({ subscribedAt: { $gte: from, $lt: to } })));
}

const DAYS = ['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05'];

/**
 * Kigali is UTC+2: 21:59 UTC is still the same day there, 22:00 UTC already the next. Returns
 * each subscriber as it stands at the end, for a store to be written with directly.
 */
async function subscriptionsAroundMidnight(subscribers: DocumentSubscriberRepository) {
  const activate = (email: string, at: string, tokenHash: string) => subscribers.activate({ email, tokenHash, at });
  await activate('ana@example.rw', '2026-03-01T21:59:00.000Z', 'ana-1'); // the 1st
  await activate('bob@example.rw', '2026-03-01T22:00:00.000Z', 'bob-1'); // the 2nd
  await activate('cyd@example.rw', '2026-03-02T10:00:00.000Z', 'cyd-1'); // the 2nd
  await activate('dan@example.rw', '2026-03-02T21:59:59.999Z', 'dan-1'); // the 2nd
  await activate('eve@example.rw', '2026-03-03T05:00:00.000Z', 'eve-1'); // the 3rd
  // Already active: nothing changes.
  expect((await activate('ana@example.rw', '2026-03-02T08:00:00.000Z', 'ana-2')).activated).toBe(false);
  // An unsubscription keeps the subscriber on the day it subscribed.
  await subscribers.deactivate('cyd-1', '2026-03-03T09:00:00.000Z');
  // A re-subscription on another day moves it there; on the same day it stays.
  await subscribers.deactivate('bob-1', '2026-03-02T12:00:00.000Z');
  expect((await activate('bob@example.rw', '2026-03-03T22:00:00.000Z', 'bob-2')).activated).toBe(true); // the 4th
  await subscribers.deactivate('eve-1', '2026-03-03T06:00:00.000Z');
  expect((await activate('eve@example.rw', '2026-03-03T21:59:00.000Z', 'eve-2')).activated).toBe(true); // the 3rd still
  return (await subscribers.walk({ limit: 100 })).map(({ id: _id, ...fields }) => fields);
}

describe('DocumentSubscriberRepository', () => {
  it('counts subscribers per Kigali day on their current subscription day, as a recount of the subscribers does', async () => {
    const { documents, subscribers } = await open();
    expect(await subscribers.countSubscribedOn(DAYS)).toEqual([0, 0, 0, 0, 0]);
    await subscriptionsAroundMidnight(subscribers);

    expect(await subscribers.countSubscribedOn(DAYS)).toEqual([1, 2, 1, 1, 0]);
    expect(await recount(documents, DAYS)).toEqual([1, 2, 1, 1, 0]);
    // In the order asked, a day asked twice answered twice.
    expect(await subscribers.countSubscribedOn(['2026-03-04', '2026-03-02', '2026-03-04'])).toEqual([1, 2, 1]);
    // One row per day.
    const rows = await documents.collection(SUBSCRIBER_DAYS_COLLECTION).find({}, { sort: { day: 1 } });
    expect(rows.map(({ day, count }) => [day, count])).toEqual([['2026-03-01', 1], ['2026-03-02', 2], ['2026-03-03', 1], ['2026-03-04', 1]]);
    await expect(documents.collection(SUBSCRIBER_DAYS_COLLECTION).insertOne({ day: '2026-03-01', count: 0 })).rejects.toBeInstanceOf(DuplicateKeyError);
  });

  it('counts a subscriber once when its activations race', async () => {
    const { documents, subscribers } = await open();
    const results = await Promise.all(
      Array.from({ length: 4 }, (_, i) => subscribers.activate({ email: 'fay@example.rw', tokenHash: `fay-${i}`, at: '2026-03-05T08:00:00.000Z' })),
    );
    expect(results.filter((result) => result.activated)).toHaveLength(1);
    expect(await subscribers.countSubscribedOn(DAYS)).toEqual([0, 0, 0, 0, 1]);
    expect(await recount(documents, DAYS)).toEqual([0, 0, 0, 0, 1]);
  });

  it('counts the days once for a store whose subscribers were written before they were kept, then keeps them', async () => {
    const fresh = await open();
    const written = await subscriptionsAroundMidnight(fresh.subscribers);

    const older = new SqliteDocumentStore({});
    await older.collection(SUBSCRIBERS_COLLECTION).insertMany(written);
    const { subscribers } = await open(older);
    expect(await subscribers.countSubscribedOn(DAYS)).toEqual([1, 2, 1, 1, 0]);
    expect(await recount(older, DAYS)).toEqual(await subscribers.countSubscribedOn(DAYS));
    // A second start counts nothing again: the rows stay as they are.
    const rows = await older.collection(SUBSCRIBER_DAYS_COLLECTION).find({});
    const restarted = (await open(older)).subscribers;
    expect(await older.collection(SUBSCRIBER_DAYS_COLLECTION).find({})).toEqual(rows);
    expect(await restarted.countSubscribedOn(DAYS)).toEqual([1, 2, 1, 1, 0]);
    // A re-subscription of a subscriber counted at the upgrade moves it.
    await restarted.activate({ email: 'cyd@example.rw', tokenHash: 'cyd-2', at: '2026-03-05T12:00:00.000Z' });
    expect(await restarted.countSubscribedOn(DAYS)).toEqual([1, 1, 1, 1, 1]);
    expect(await recount(older, DAYS)).toEqual([1, 1, 1, 1, 1]);
  });

  it('counts every subscriber of an older store, however many batches it reads', async () => {
    const older = new SqliteDocumentStore({});
    // 5,001 subscribers (one more than a batch), every 10 minutes from 2026-03-01 00:00 in Kigali.
    const start = Date.parse('2026-02-28T22:00:00.000Z');
    await older.collection(SUBSCRIBERS_COLLECTION).insertMany(
      Array.from({ length: 5001 }, (_, i) => ({
        email: `reader${i}@example.rw`,
        isActive: true,
        subscribedAt: new Date(start + i * 10 * 60_000).toISOString(),
        tokenHash: `digest-${i}`,
        activationId: `${i}`.padStart(24, '0'),
        announced: true,
        createdAt: '2026-02-28T22:00:00.000Z',
      })),
    );
    const { subscribers } = await open(older);
    const days = ['2026-03-01', '2026-03-30', '2026-03-31', '2026-04-01'];
    // 144 a day; the last, the 5,001st, at 17:20 in Kigali on 2026-04-04, the 35th day.
    expect(await subscribers.countSubscribedOn(days)).toEqual([144, 144, 144, 144]);
    expect(await subscribers.countSubscribedOn(['2026-04-04', '2026-04-05'])).toEqual([5001 - 34 * 144, 0]);
    expect(await recount(older, ['2026-04-04'])).toEqual([5001 - 34 * 144]);
  });

  it('writes no counts for a store without subscribers, and counts the first one', async () => {
    const { documents, subscribers } = await open();
    expect(await documents.collection(SUBSCRIBER_DAYS_COLLECTION).count({})).toBe(0);
    await subscribers.activate({ email: 'gus@example.rw', tokenHash: 'gus-1', at: '2026-03-01T12:00:00.000Z' });
    const restarted = (await open(documents)).subscribers;
    expect(await restarted.countSubscribedOn(DAYS)).toEqual([1, 0, 0, 0, 0]);
  });
});
