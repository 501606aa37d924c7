import { describe, expect, it, vi } from 'vitest';
import type { PaymentStatusAnswer } from '../types';
import { abortableSleep, pollPayment } from './poll-payment';

const answer = (status: PaymentStatusAnswer['status'], reason?: string): PaymentStatusAnswer =>
  reason ? { paymentId: 'p1', orderId: 'o1', method: 'momo', status, reason } : { paymentId: 'p1', orderId: 'o1', method: 'momo', status };

describe('pollPayment', () => {
  it('waits the interval before each check and stops at the first final status', async () => {
    const sleeps: number[] = [];
    const check = vi
      .fn<() => Promise<PaymentStatusAnswer>>()
      .mockResolvedValueOnce(answer('PENDING'))
      .mockResolvedValueOnce(answer('SUCCESSFUL'));
    const outcome = await pollPayment({ check, intervalMs: 10_000, maxAttempts: 30, sleep: async (ms) => void sleeps.push(ms) });
    expect(outcome).toEqual({ status: 'SUCCESSFUL' });
    expect(sleeps).toEqual([10_000, 10_000]);
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('makes the first check sooner when asked (an instant approval is not kept waiting 10 s)', async () => {
    const sleeps: number[] = [];
    const check = vi
      .fn<() => Promise<PaymentStatusAnswer>>()
      .mockResolvedValueOnce(answer('PENDING'))
      .mockResolvedValueOnce(answer('PENDING'))
      .mockResolvedValueOnce(answer('SUCCESSFUL'));
    const outcome = await pollPayment({ check, intervalMs: 10_000, firstDelayMs: 2_000, maxAttempts: 30, sleep: async (ms) => void sleeps.push(ms) });
    expect(outcome).toEqual({ status: 'SUCCESSFUL' });
    expect(sleeps).toEqual([2_000, 10_000, 10_000]);
  });

  it('gives the failure reason', async () => {
    const check = async () => answer('FAILED', 'APPROVAL_REJECTED');
    expect(await pollPayment({ check, intervalMs: 1, maxAttempts: 3, sleep: async () => undefined })).toEqual({
      status: 'FAILED',
      reason: 'APPROVAL_REJECTED',
    });
  });

  it('asks at most maxAttempts times, counting failed checks, then times out', async () => {
    const attempts: number[] = [];
    const check = vi.fn(async () => {
      if (check.mock.calls.length % 2) throw new Error('network');
      return answer('PENDING');
    });
    const outcome = await pollPayment({
      check,
      intervalMs: 1,
      maxAttempts: 30,
      sleep: async () => undefined,
      onAttempt: (n) => attempts.push(n),
    });
    expect(outcome).toEqual({ status: 'TIMEOUT' });
    expect(check).toHaveBeenCalledTimes(30);
    expect(attempts.at(-1)).toBe(30);
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    const check = vi.fn(async () => answer('PENDING'));
    const running = pollPayment({ check, intervalMs: 60_000, maxAttempts: 30, sleep: abortableSleep(controller.signal) });
    controller.abort();
    await expect(running).rejects.toMatchObject({ name: 'AbortError' });
    expect(check).not.toHaveBeenCalled();
  });
});
