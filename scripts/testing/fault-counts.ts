// How hard the fault tests push. `npm test` runs each with fewer cycles and every assertion; the
// full count runs under `npm run test:faults` (TEST_FAULTS=full). A test's own variable
// (KILL_TEST_CYCLES, ...) wins over both.

export const FULL_FAULTS = process.env.TEST_FAULTS === 'full';

/** The count a fault test uses: its own variable when set, else the full or the short count. */
export function faultCount(variable: string, counts: { short: number; full: number }): number {
  const own = process.env[variable];
  if (own !== undefined && own !== '') {
    const value = Number(own);
    if (!Number.isInteger(value) || value < 1) throw new Error(`${variable} must be a whole number of 1 or more; got '${own}'`);
    return value;
  }
  return FULL_FAULTS ? counts.full : counts.short;
}
