import { describe, expect, it } from 'vitest';
import { limitConcurrency } from './limit-concurrency';

describe('photos rendered a few at a time', () => {
  it('never runs more tasks at once than the limit, runs them all in order, and goes on after a failure', async () => {
    const run = limitConcurrency(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const task = (n: number) => async () => {
      started.push(n);
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      if (n === 2) throw new Error('undecodable');
      return n;
    };
    const results = await Promise.allSettled([1, 2, 3, 4, 5].map((n) => run(task(n))));
    expect(most).toBe(2);
    expect(started).toEqual([1, 2, 3, 4, 5]);
    expect(results.map((result) => (result.status === 'fulfilled' ? result.value : 'failed'))).toEqual([1, 'failed', 3, 4, 5]);
  });
});
