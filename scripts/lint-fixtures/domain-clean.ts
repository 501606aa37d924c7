import { roundRwf } from './money/rwf';
export const at = (now: Date, days: number) => new Date(now.getTime() + roundRwf(days) * 86_400_000);
