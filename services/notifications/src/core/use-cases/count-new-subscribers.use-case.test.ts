import { AppError, MAX_COUNTED_DAYS } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { embeddedPortsPerTest } from '../../testing/embedded-ports';
import { CountNewSubscribers } from './count-new-subscribers.use-case';

const start = embeddedPortsPerTest();

describe('new subscribers per day', () => {
  it('counts the subscriptions started on each Kigali day asked, in the order asked', async () => {
    const t = await start();
    const activate = (email: string, at: string) => t.ports.subscribers.activate({ email, tokenHash: email, at });
    // Kigali is UTC+2: 21:59 UTC is still the same day there, 22:00 UTC already the next.
    await activate('ana@example.rw', '2026-11-13T21:59:00.000Z');
    await activate('bob@example.rw', '2026-11-13T22:00:00.000Z');
    await activate('cyd@example.rw', '2026-11-14T21:59:59.999Z');
    const count = new CountNewSubscribers(t.ports);
    expect(await count.execute(['2026-11-15', '2026-11-13', '2026-11-14', '2026-11-12'])).toEqual([0, 1, 2, 0]);
    expect(await count.execute([])).toEqual([]);
  });

  it(`refuses more than ${MAX_COUNTED_DAYS} days, or a day that is not a date written YYYY-MM-DD`, async () => {
    const t = await start();
    const count = new CountNewSubscribers(t.ports);
    const days = (n: number) => Array.from({ length: n }, () => '2026-11-14');
    expect(await count.execute(days(MAX_COUNTED_DAYS))).toEqual(days(MAX_COUNTED_DAYS).map(() => 0));
    for (const asked of [days(MAX_COUNTED_DAYS + 1), ['15/11/2026'], ['2026-02-30'], ['2026-11-14', '']]) {
      const error = await count.execute(asked).catch((caught: unknown) => caught);
      expect(error, JSON.stringify(asked)).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ kind: 'invalid', message: `Days must be at most ${MAX_COUNTED_DAYS} dates written YYYY-MM-DD` });
    }
  });
});
