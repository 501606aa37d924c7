// What the bench keeps of a Lighthouse result: the category scores, the Core Web Vitals, the
// JavaScript sent, and, for each category under the bar, the audits that cost it points; beside
// them, what the shop sent during the visit, as the proxy in front of it counted.
import type { Result } from 'lighthouse';
import type { ServiceWorkerState } from './first-visit';
import type { Profile, Visit } from './profiles';
import type { Transfer } from './transfer';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
export type CategoryId = (typeof CATEGORIES)[number];

/** A category scoring below this (0-100) has its failing audits listed. */
export const SCORE_BAR = 95;
/** Lighthouse's own line: an audit scoring below it is shown as failed in its report. */
const AUDIT_PASS = 0.9;

export interface FailingAudit {
  id: string;
  title: string;
  /** 0-1, or null when the audit itself errored. */
  score: number | null;
  displayValue?: string;
  /** Where the report shows it: metrics, diagnostics, or an accessibility or best-practices group. */
  group?: string;
}

/** How the page was loaded, and what crossed the network meanwhile. */
export interface VisitFacts {
  profile: Profile['id'];
  visit: Visit;
  /** Every byte the shop sent during the Lighthouse run, the service worker's fetches included. */
  transfer: Transfer;
  /** Repeat visits: what the visit before it left (an active service worker, or none), and what that visit cost. */
  firstVisit?: { serviceWorker: ServiceWorkerState; transfer: Transfer };
}

export interface PageFigures extends VisitFacts {
  page: string;
  url: string;
  /** 0-100 per category; null when Lighthouse could not score it. */
  scores: Record<CategoryId, number | null>;
  metrics: { fcpMs: number | null; lcpMs: number | null; tbtMs: number | null; cls: number | null };
  javascript: { transferBytes: number; requests: number };
  /** The page's own requests by Lighthouse's count, which puts 0 for a response the service worker served; the proxy's `transfer` also has the worker's fetches. */
  pageRequests: { transferBytes: number; requests: number };
  failingAudits: Partial<Record<CategoryId, FailingAudit[]>>;
  runWarnings: string[];
  /** Lighthouse's measure of this machine's CPU while auditing the page: lower means slower, so worse performance figures. */
  benchmarkIndex: number;
}

const numeric = (lhr: Result, auditId: string) => lhr.audits[auditId]?.numericValue ?? null;

function resourceTransfer(lhr: Result, resourceType: 'script' | 'total') {
  const details = lhr.audits['resource-summary']?.details;
  const items = details && 'items' in details ? (details.items as Array<Record<string, unknown>>) : [];
  const summary = items.find((item) => item.resourceType === resourceType);
  return { transferBytes: Number(summary?.transferSize ?? 0), requests: Number(summary?.requestCount ?? 0) };
}

const failed = (audit: Result['audits'][string]) =>
  audit.scoreDisplayMode === 'error' || (audit.score !== null && audit.score < AUDIT_PASS);

function failingAudits(lhr: Result, category: CategoryId): FailingAudit[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  return (
    refs
      // Hidden ones (in Lighthouse 12, the insights that repeat a diagnostic) stay out, as in its report.
      .filter((ref) => ref.group !== 'hidden')
      .flatMap((ref) => {
        const audit = lhr.audits[ref.id];
        return audit && failed(audit) ? [{ ref, audit }] : [];
      })
      // The heaviest first: those move the category score most.
      .sort((a, b) => b.ref.weight - a.ref.weight || (a.audit.score ?? 0) - (b.audit.score ?? 0))
      .map(({ ref, audit }) => {
        const displayValue = audit.displayValue ?? audit.errorMessage;
        return { id: audit.id, title: audit.title, score: audit.score, ...(displayValue ? { displayValue } : {}), ...(ref.group ? { group: ref.group } : {}) };
      })
  );
}

export function pageFigures(page: string, lhr: Result, facts: VisitFacts): PageFigures {
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => {
      const score = lhr.categories[id]?.score;
      return [id, typeof score === 'number' ? Math.round(score * 100) : null];
    }),
  ) as Record<CategoryId, number | null>;
  const failing = Object.fromEntries(
    CATEGORIES.filter((id) => (scores[id] ?? 0) < SCORE_BAR).map((id) => [id, failingAudits(lhr, id)]),
  ) as Partial<Record<CategoryId, FailingAudit[]>>;
  return {
    page,
    ...facts,
    url: lhr.finalDisplayedUrl,
    scores,
    metrics: {
      fcpMs: numeric(lhr, 'first-contentful-paint'),
      lcpMs: numeric(lhr, 'largest-contentful-paint'),
      tbtMs: numeric(lhr, 'total-blocking-time'),
      cls: numeric(lhr, 'cumulative-layout-shift'),
    },
    javascript: resourceTransfer(lhr, 'script'),
    pageRequests: resourceTransfer(lhr, 'total'),
    failingAudits: failing,
    runWarnings: lhr.runWarnings,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}
