import { AppError } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import type { IdempotencyRecord, IdempotencyStore } from '../ports/idempotency-store.port';
import { IdempotencyGuard, type IdempotencyOptions } from './idempotency-guard';

const IN_PROGRESS = 'This order is still being placed. Please try again in a moment.';
const start = Date.parse('2026-11-14T09:00:00.000Z');

/** A clock whose waits pass at once (and are recorded), and a store whose answers the test scripts. */
function guardWith(store: Partial<IdempotencyStore>, options: IdempotencyOptions = {}) {
  let now = start;
  const sleeps: number[] = [];
  let calls = 0;
  const scripted: IdempotencyStore = {
    claim: async () => ({ claimed: true }),
    find: async () => null,
    complete: async () => {},
    abandon: async () => {},
    takeOver: async () => false,
    ...store,
  };
  // A guard that never stops would hang the suite: a runaway loop fails the test instead.
  const full: IdempotencyStore = {
    ...scripted,
    claim: (record) => {
      if (++calls > 5000) throw new Error('the guard never stopped asking');
      return scripted.claim(record);
    },
  };
  const clock = {
    now: () => new Date(now),
    sleep: async (ms: number) => {
      if (sleeps.length > 5000) throw new Error('the guard never stopped waiting');
      sleeps.push(ms);
      now += ms;
    },
  };
  const guard = new IdempotencyGuard({ idempotency: full, clock, digest: { sha256: (text) => text } }, options);
  return { guard, sleeps };
}

const processing = (claimedAt = new Date(start).toISOString()): IdempotencyRecord => ({
  userId: 'u1',
  key: 'order-key-1',
  fingerprint: '{"total":1000}',
  state: 'processing',
  claimedAt,
});

const failureOf = (call: Promise<unknown>) => call.then(() => Promise.reject(new Error('expected a failure')), (error: unknown) => error);

describe('IdempotencyGuard', () => {
  it('a duplicate waits 15 s by default, looking every 20 ms, then tells the shopper the order is still being placed', async () => {
    const { guard: waiting, sleeps: waited } = guardWith({
      claim: async () => ({ claimed: false, existing: processing() }),
      find: async () => processing(),
    });
    const failure = await failureOf(waiting.run('u1', 'order-key-1', { total: 1000 }, async () => 'never'));
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({ kind: 'conflict', message: IN_PROGRESS });
    expect(new Set(waited)).toEqual(new Set([20]));
    expect(waited.reduce((sum, ms) => sum + ms, 0)).toBe(15_000);
  });

  it('a duplicate waits exactly as long as configured, not one poll more', async () => {
    const { guard, sleeps } = guardWith(
      { claim: async () => ({ claimed: false, existing: processing() }), find: async () => processing() },
      { maxWaitMs: 100, pollMs: 20 },
    );
    expect(await failureOf(guard.run('u1', 'order-key-1', { total: 1000 }, async () => 'never'))).toMatchObject({ message: IN_PROGRESS });
    expect(sleeps).toEqual([20, 20, 20, 20, 20]);
  });

  it('a duplicate answers with the first order once it is placed', async () => {
    const { guard, sleeps } = guardWith({
      claim: async () => ({ claimed: false, existing: processing() }),
      find: async () => ({ ...processing(), state: 'done', orderId: 'order-1' }),
    });
    expect(await guard.run('u1', 'order-key-1', { total: 1000 }, async () => 'never')).toEqual({ orderId: 'order-1', replayed: true });
    expect(sleeps).toEqual([20]);
  });

  it('places the order itself when the first request failed and freed the key', async () => {
    let claims = 0;
    const { guard } = guardWith({
      claim: async () => (++claims === 1 ? { claimed: false, existing: processing() } : { claimed: true }),
      find: async () => null,
    });
    expect(await guard.run('u1', 'order-key-1', { total: 1000 }, async () => 'order-2')).toEqual({ orderId: 'order-2', replayed: false });
    expect(claims).toBe(2);
  });

  it('gives up, saying the order is still being placed, when the key keeps being freed and taken by others', async () => {
    let claims = 0;
    const { guard, sleeps } = guardWith({
      claim: async () => {
        claims += 1;
        return { claimed: false, existing: null };
      },
    });
    expect(await failureOf(guard.run('u1', 'order-key-1', { total: 1000 }, async () => 'never'))).toMatchObject({ kind: 'conflict', message: IN_PROGRESS });
    expect(claims).toBe(50);
    expect(sleeps).toEqual([]);
  });

  it('never takes over a claim that is not older than a minute; takes over an older one', async () => {
    const takeOvers: string[] = [];
    const exactlyAMinute = new Date(start - 60_000).toISOString();
    const { guard } = guardWith(
      {
        claim: async () => ({ claimed: false, existing: processing(exactlyAMinute) }),
        find: async () => processing(exactlyAMinute),
        takeOver: async (_user, _key, staleBefore) => {
          takeOvers.push(staleBefore);
          return true;
        },
      },
      { maxWaitMs: 0 },
    );
    expect(await failureOf(guard.run('u1', 'order-key-1', { total: 1000 }, async () => 'never'))).toMatchObject({ message: IN_PROGRESS });
    expect(takeOvers).toEqual([]);

    const older = new Date(start - 60_001).toISOString();
    const { guard: late } = guardWith(
      { claim: async () => ({ claimed: false, existing: processing(older) }), takeOver: async () => true },
      { maxWaitMs: 0 },
    );
    expect(await late.run('u1', 'order-key-1', { total: 1000 }, async () => 'order-3')).toEqual({ orderId: 'order-3', replayed: false });
  });
});
