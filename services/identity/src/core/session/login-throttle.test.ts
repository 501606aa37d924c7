import { AppError } from '@shop/domain';
import { MemoryCache } from '@shop/platform';
import { describe, expect, it } from 'vitest';
import { accountDelayMs, createLoginThrottle } from './login-throttle';

const ACCOUNT = 'admin@devshop.rw';

function throttle({ perAccount = 3, perClient = 10 } = {}) {
  let nowMs = Date.UTC(2025, 0, 1);
  const waits: number[] = [];
  const cache = new MemoryCache({ now: () => nowMs });
  const login = createLoginThrottle(cache, {
    perAccount,
    perClient,
    sleep: async (ms) => {
      waits.push(ms);
    },
  });
  /** One sign-in: the throttle's verdict, then the outcome when it let the attempt through. */
  const attempt = async (client: string, correct: boolean, account = ACCOUNT): Promise<number> => {
    try {
      const started = await login.begin(account, client);
      await (correct ? started.succeeded() : started.failed());
      return correct ? 200 : 401;
    } catch (error) {
      if (error instanceof AppError && error.kind === 'rate_limited') return 429;
      throw error;
    }
  };
  const lastWait = () => waits.at(-1) ?? 0;
  return { attempt, waits, lastWait, advance: (ms: number) => (nowMs += ms) };
}

describe('login throttle', () => {
  it('does not lock the owner out: many failures from other clients, then the right password from a clean client', async () => {
    const { attempt } = throttle();
    for (let i = 0; i < 40; i += 1) expect(await attempt(`198.51.100.${i}`, false)).toBe(401);
    expect(await attempt('203.0.113.7', true)).toBe(200);
  });

  it('stops brute force from one client on one account with 429', async () => {
    const { attempt } = throttle({ perAccount: 3 });
    const statuses = [];
    for (let i = 0; i < 5; i += 1) statuses.push(await attempt('198.51.100.1', false));
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    // Even the right password waits out the window there; another client is not affected.
    expect(await attempt('198.51.100.1', true)).toBe(429);
    expect(await attempt('198.51.100.2', true)).toBe(200);
  });

  it('stops one client guessing over many accounts', async () => {
    const { attempt } = throttle({ perAccount: 3, perClient: 5 });
    const statuses = [];
    for (let i = 0; i < 7; i += 1) statuses.push(await attempt('198.51.100.1', false, `user${i}@example.rw`));
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });

  it('counts per account and client: failures on one account leave the client free on others', async () => {
    const { attempt } = throttle({ perAccount: 3, perClient: 10 });
    for (let i = 0; i < 3; i += 1) await attempt('198.51.100.1', false);
    expect(await attempt('198.51.100.1', false)).toBe(429);
    expect(await attempt('198.51.100.1', false, 'shopper@devshop.rw')).toBe(401);
  });

  it('counts successes for nothing: a client signing in again and again is never limited', async () => {
    const { attempt } = throttle({ perAccount: 3, perClient: 5 });
    for (let i = 0; i < 20; i += 1) expect(await attempt('198.51.100.1', true, `user${i % 4}@example.rw`)).toBe(200);
    for (let i = 0; i < 5; i += 1) expect(await attempt('198.51.100.1', false, `other${i}@example.rw`)).toBe(401);
    expect(await attempt('198.51.100.1', false, 'last@example.rw')).toBe(429);
  });

  it('slows an account guessed at from many clients, more with each failure, up to a few seconds', async () => {
    const { attempt, lastWait } = throttle({ perAccount: 3 });
    const waits = [];
    for (let i = 0; i < 12; i += 1) {
      await attempt(`198.51.100.${i}`, false);
      waits.push(lastWait());
    }
    expect(waits.slice(0, 4)).toEqual([0, 0, 0, 250]);
    expect(waits.slice(3, 8)).toEqual([250, 500, 1000, 2000, 4000]);
    expect(Math.max(...waits)).toBe(4000);
  });

  it('does not delay a client the account knows, and delays a new one at most a few seconds', async () => {
    const { attempt, waits } = throttle({ perAccount: 3 });
    expect(await attempt('203.0.113.7', true)).toBe(200);
    for (let i = 0; i < 20; i += 1) await attempt(`198.51.100.${i}`, false);
    const before = waits.length;
    expect(await attempt('203.0.113.7', true)).toBe(200);
    expect(waits.length).toBe(before);
    expect(await attempt('203.0.113.8', true)).toBe(200);
    expect(waits.at(-1)).toBe(4000);
  });

  it('clears the (account, client) count on success', async () => {
    const { attempt } = throttle({ perAccount: 3 });
    await attempt('198.51.100.1', false);
    await attempt('198.51.100.1', false);
    expect(await attempt('198.51.100.1', true)).toBe(200);
    for (let i = 0; i < 3; i += 1) expect(await attempt('198.51.100.1', false)).toBe(401);
    expect(await attempt('198.51.100.1', false)).toBe(429);
  });

  it('forgets failures once the window has passed', async () => {
    const { attempt, advance, waits } = throttle({ perAccount: 3 });
    for (let i = 0; i < 3; i += 1) await attempt('198.51.100.1', false);
    expect(await attempt('198.51.100.1', false)).toBe(429);
    expect(accountDelayMs(3, 3)).toBe(250);
    advance(15 * 60_000);
    const before = waits.length;
    expect(await attempt('198.51.100.1', false)).toBe(401);
    expect(waits.length).toBe(before); // the account's failures have gone too: no delay
  });

  it('refuses as rate_limited (a 429) with the wait and the message the shop uses', async () => {
    const cache = new MemoryCache();
    const login = createLoginThrottle(cache, { perAccount: 1, perClient: 10, sleep: async () => {} });
    await (await login.begin(ACCOUNT, 'c')).failed();
    const refused = await login.begin(ACCOUNT, 'c').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ kind: 'rate_limited', message: 'Too many attempts. Please try again in 15 minutes.' });
    expect((refused as AppError).details?.retryAfterSeconds).toBeGreaterThan(800);
    expect((refused as AppError).details?.retryAfterSeconds).toBeLessThanOrEqual(900);
  });

  it('counts attempts before the check, so parallel guesses from one client cannot all slip through', async () => {
    const { attempt } = throttle({ perAccount: 3, perClient: 100 });
    const statuses = await Promise.all(Array.from({ length: 10 }, () => attempt('198.51.100.1', false)));
    expect(statuses.filter((s) => s === 401)).toHaveLength(3);
  });
});
