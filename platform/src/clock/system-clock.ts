import type { WaitingClock } from '@shop/domain';

/** The real time, for every service; tests pass a clock of their own. */
export const systemClock: WaitingClock = {
  now: () => new Date(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};
