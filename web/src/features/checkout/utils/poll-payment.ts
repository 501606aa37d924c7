import type { MomoStatus, PaymentStatusAnswer } from '../types';

export interface PollOptions {
  check: () => Promise<PaymentStatusAnswer>;
  intervalMs: number;
  /** The wait before the first check (an instant approval is not kept waiting); `intervalMs` when absent. */
  firstDelayMs?: number;
  maxAttempts: number;
  /** Resolves after `ms`; rejects (AbortError) when the poll is stopped. */
  sleep: (ms: number) => Promise<void>;
  /** Told of each answer (e.g. to show the attempt number). */
  onAttempt?: (attempt: number, answer: PaymentStatusAnswer | null) => void;
}

export type PollOutcome =
  | { status: Exclude<MomoStatus, 'PENDING'>; reason?: string }
  | { status: 'TIMEOUT' };

/**
 * Waits `firstDelayMs`, asks for the status, then every `intervalMs`, at most `maxAttempts` times
 * (SPEC section 4: every 10 s, at most 30 times), until the payment is SUCCESSFUL or FAILED. A
 * check that fails (network) counts as an attempt that is still pending.
 */
export async function pollPayment({ check, intervalMs, firstDelayMs, maxAttempts, sleep, onAttempt }: PollOptions): Promise<PollOutcome> {
  for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
    await sleep(attempt === 1 ? (firstDelayMs ?? intervalMs) : intervalMs);
    let answer: PaymentStatusAnswer | null = null;
    try {
      answer = await check();
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
    }
    onAttempt?.(attempt, answer);
    if (answer?.status === 'SUCCESSFUL') return { status: 'SUCCESSFUL' };
    if (answer?.status === 'FAILED') return answer.reason ? { status: 'FAILED', reason: answer.reason } : { status: 'FAILED' };
  }
  return { status: 'TIMEOUT' };
}

/** setTimeout as a promise that an AbortSignal can cut short. */
export function abortableSleep(signal: AbortSignal): (ms: number) => Promise<void> {
  return (ms) =>
    new Promise<void>((resolve, reject) => {
      if (signal.aborted) return reject(new DOMException('Stopped', 'AbortError'));
      const timer = setTimeout(() => {
        signal.removeEventListener('abort', stop);
        resolve();
      }, ms);
      const stop = () => {
        clearTimeout(timer);
        reject(new DOMException('Stopped', 'AbortError'));
      };
      signal.addEventListener('abort', stop, { once: true });
    });
}
