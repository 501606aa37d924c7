import { describe, expect, it } from 'vitest';
import { fuzzApi } from './api-fuzz';

/**
 * Property-based fuzz of every /api/v1 route (see api-fuzz.ts). FUZZ_RUNS sets the number of
 * cases (a few thousand in CI), FUZZ_SEED replays a run; `npm run fuzz` runs as many as asked.
 */
const runs = Number(process.env.FUZZ_RUNS ?? 3000);
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

describe('the API under hostile input', () => {
  it(`answers every route without a 5xx, a hang or a refused request changing records (${runs} cases, seed ${seed})`, async () => {
    const report = await fuzzApi({ runs, seed });
    expect(report.routes.length).toBeGreaterThan(40);
    expect(report.routes.filter((route) => route.cases === 0)).toEqual([]);
    expect(report.failures, `seed ${seed}: rerun with FUZZ_SEED=${seed}`).toEqual([]);
  }, 240_000);
});
