import { createLogger } from '@shop/platform';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PaymentPoller } from './payment-poller';

const logger = createLogger({ service: 'payment-poller-test', level: 'silent' });

describe('PaymentPoller', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs a round at once, then one per interval, so a payment due after 2 s is looked at within a second of it', async () => {
    const rounds: number[] = [];
    const poller = new PaymentPoller({ round: async () => void rounds.push(Date.now()), intervalMs: 1_000, logger });
    const start = Date.now();
    poller.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(rounds).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(rounds.map((at) => at - start)).toEqual([0, 1_000, 2_000, 3_000]);
    await poller.stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(rounds).toHaveLength(4);
  });

  it('keeps going after a round fails', async () => {
    let calls = 0;
    const poller = new PaymentPoller({
      round: async () => {
        calls += 1;
        if (calls === 1) throw new Error('store unavailable');
      },
      intervalMs: 500,
      logger,
    });
    poller.start();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls).toBe(3);
    await poller.stop();
  });
});
