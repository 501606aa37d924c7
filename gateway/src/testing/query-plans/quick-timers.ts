import { vi } from 'vitest';

/**
 * Shortens every timer of `atLeastMs` or more to `toMs`, so that rounds the services schedule
 * far apart (the reservation sweeper every 30 s, the e-mail retries every 15 s) run within a
 * test. Shorter timers (relays, the payment poller, HTTP) keep their delays.
 */
export function quickenLongTimers(options: { atLeastMs: number; toMs: number }): { restore(): void } {
  const shorten = (ms: number | undefined) => (ms !== undefined && ms >= options.atLeastMs ? options.toMs : ms);
  const setTimeoutOriginal = globalThis.setTimeout;
  const setIntervalOriginal = globalThis.setInterval;
  const timeouts = vi
    .spyOn(globalThis, 'setTimeout')
    .mockImplementation(((handler: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) =>
      setTimeoutOriginal(handler, shorten(ms), ...args)) as typeof setTimeout);
  const intervals = vi
    .spyOn(globalThis, 'setInterval')
    .mockImplementation(((handler: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) =>
      setIntervalOriginal(handler, shorten(ms), ...args)) as typeof setInterval);
  return {
    restore: () => {
      timeouts.mockRestore();
      intervals.mockRestore();
    },
  };
}
