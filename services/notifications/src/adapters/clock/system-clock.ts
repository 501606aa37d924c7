import type { Clock } from '../../core/ports/clock.port';

export const systemClock: Clock = { now: () => new Date() };
