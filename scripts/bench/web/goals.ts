// What the shop aims for on a phone in Rwanda, judged page by page on the bench's figures.
import { SCORE_BAR, type CategoryId, type PageFigures } from './page-figures';
import type { Profile, Visit } from './profiles';

/** The goals' kilobytes are of 1000 bytes. */
const KB = 1000;

interface Goal {
  title: string;
  profile: Profile['id'];
  visit: Visit;
  /** Only these pages; every page when absent. */
  pages?: string[];
  measure: (figures: PageFigures) => number | null;
  /** The goal is met at or under `atMost`, or at or above `atLeast`. */
  atMost?: number;
  atLeast?: number;
  format: (value: number) => string;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const kilobytes = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const score = (category: CategoryId) => (figures: PageFigures) => figures.scores[category];

export const GOALS: Goal[] = [
  { title: 'slow 3G LCP, cold ≤ 4 s', profile: 'slow-3g', visit: 'cold', measure: (f) => f.metrics.lcpMs, atMost: 4000, format: seconds },
  { title: 'slow 3G LCP, repeat ≤ 1.5 s', profile: 'slow-3g', visit: 'repeat', measure: (f) => f.metrics.lcpMs, atMost: 1500, format: seconds },
  { title: 'slow 3G sent, cold home ≤ 250 KB', profile: 'slow-3g', visit: 'cold', pages: ['home'], measure: (f) => f.transfer.total, atMost: 250 * KB, format: kilobytes },
  { title: 'slow 3G sent, repeat home ≤ 30 KB', profile: 'slow-3g', visit: 'repeat', pages: ['home'], measure: (f) => f.transfer.total, atMost: 30 * KB, format: kilobytes },
  { title: `default performance ≥ ${SCORE_BAR}`, profile: 'default', visit: 'cold', measure: score('performance'), atLeast: SCORE_BAR, format: String },
  { title: `default accessibility ≥ ${SCORE_BAR}`, profile: 'default', visit: 'cold', measure: score('accessibility'), atLeast: SCORE_BAR, format: String },
  { title: `default best practices ≥ ${SCORE_BAR}`, profile: 'default', visit: 'cold', measure: score('best-practices'), atLeast: SCORE_BAR, format: String },
];

export interface GoalVerdict {
  goal: string;
  page: string;
  /** Null when the figure is missing (Lighthouse could not measure it). */
  value: number | null;
  shown: string;
  met: boolean;
}

export function judgeGoals(results: PageFigures[]): GoalVerdict[] {
  return GOALS.flatMap((goal) =>
    results
      .filter((figures) => figures.profile === goal.profile && figures.visit === goal.visit && (!goal.pages || goal.pages.includes(figures.page)))
      .map((figures) => {
        const value = goal.measure(figures);
        const met = value !== null && (goal.atMost === undefined || value <= goal.atMost) && (goal.atLeast === undefined || value >= goal.atLeast);
        return { goal: goal.title, page: figures.page, value, shown: value === null ? 'not measured' : goal.format(value), met };
      }),
  );
}
