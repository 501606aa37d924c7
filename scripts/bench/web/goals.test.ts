import { describe, expect, it } from 'vitest';
import { judgeGoals } from './goals';
import type { PageFigures } from './page-figures';
import type { Profile, Visit } from './profiles';
import { emptyTransfer } from './transfer';

function figures(page: string, profile: Profile['id'], visit: Visit, { lcpMs = 1000 as number | null, sent = 10_000, performance = 100 } = {}): PageFigures {
  return {
    page,
    profile,
    visit,
    url: `http://localhost/${page}`,
    transfer: { ...emptyTransfer(), total: sent },
    scores: { performance, accessibility: 100, 'best-practices': 100 },
    metrics: { fcpMs: 500, lcpMs, tbtMs: 0, cls: 0 },
    javascript: { transferBytes: 0, requests: 0 },
    pageRequests: { transferBytes: 0, requests: 0 },
    failingAudits: {},
    runWarnings: [],
    benchmarkIndex: 1000,
  };
}

const verdict = (verdicts: ReturnType<typeof judgeGoals>, goal: string, page: string) => verdicts.find((one) => one.goal.startsWith(goal) && one.page === page);

describe('the bench goals', () => {
  it('meets a slow-profile LCP at its limit and misses it just past', () => {
    const verdicts = judgeGoals([figures('home', 'slow-3g', 'cold', { lcpMs: 4000 }), figures('cart', 'slow-3g', 'cold', { lcpMs: 4001 }), figures('home', 'slow-3g', 'repeat', { lcpMs: 1600 })]);
    expect(verdict(verdicts, 'slow 3G LCP, cold', 'home')).toMatchObject({ met: true, shown: '4.00 s' });
    expect(verdict(verdicts, 'slow 3G LCP, cold', 'cart')).toMatchObject({ met: false });
    expect(verdict(verdicts, 'slow 3G LCP, repeat', 'home')).toMatchObject({ met: false, shown: '1.60 s' });
  });

  it('judges the bytes sent on the home page only, in kilobytes of 1000', () => {
    const verdicts = judgeGoals([figures('home', 'slow-3g', 'cold', { sent: 250_000 }), figures('home', 'slow-3g', 'repeat', { sent: 30_001 }), figures('cart', 'slow-3g', 'cold', { sent: 900_000 })]);
    expect(verdict(verdicts, 'slow 3G sent, cold home', 'home')).toMatchObject({ met: true, shown: '250.0 KB' });
    expect(verdict(verdicts, 'slow 3G sent, repeat home', 'home')).toMatchObject({ met: false });
    expect(verdict(verdicts, 'slow 3G sent, cold home', 'cart')).toBeUndefined();
  });

  it('judges scores on the default profile only, and a figure Lighthouse could not measure as missed', () => {
    const verdicts = judgeGoals([figures('home', 'default', 'cold', { performance: 94 }), figures('home', 'slow-3g', 'cold', { lcpMs: null, performance: 10 })]);
    expect(verdicts.filter((one) => one.goal === 'default performance ≥ 95')).toEqual([{ goal: 'default performance ≥ 95', page: 'home', value: 94, shown: '94', met: false }]);
    expect(verdict(verdicts, 'slow 3G LCP, cold', 'home')).toMatchObject({ met: false, shown: 'not measured' });
  });
});
