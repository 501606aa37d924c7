// The bench's printout: one line per page and visit, the goals met or missed, then what to fix
// where a category is under the bar.
import type { GoalVerdict } from './goals';
import { CATEGORIES, SCORE_BAR, type PageFigures } from './page-figures';
import { TRANSFER_KINDS, type TransferKind } from './transfer';

interface Column {
  title: string;
  width: number;
  left?: boolean;
}

const SCORE_COLUMNS: Column[] = [
  { title: 'page', width: 10, left: true },
  { title: 'performance', width: 11 },
  { title: 'accessibility', width: 13 },
  { title: 'best practices', width: 14 },
  { title: 'FCP s', width: 6 },
  { title: 'LCP s', width: 6 },
  { title: 'TBT ms', width: 6 },
  { title: 'CLS', width: 6 },
  { title: 'JS KiB', width: 7 },
  { title: 'sent KB', width: 8 },
];

const KIND_TITLES: Record<TransferKind, string> = { document: 'HTML', stylesheet: 'CSS', script: 'JS', font: 'fonts', image: 'images', other: 'other' };
const VISIT_COLUMNS: Column[] = [
  { title: 'page', width: 10, left: true },
  { title: 'visit', width: 6, left: true },
  { title: 'FCP s', width: 6 },
  { title: 'LCP s', width: 6 },
  ...TRANSFER_KINDS.map((kind) => ({ title: KIND_TITLES[kind], width: 6 })),
  { title: 'sent KB', width: 8 },
  { title: 'requests', width: 8 },
  { title: 'page KB', width: 8 },
  { title: 'service worker', width: 14, left: true },
];

const orDash = (value: number | null, format: (value: number) => string) => (value === null ? '-' : format(value));
const seconds = (ms: number) => (ms / 1000).toFixed(2);
/** Kilobytes of 1000 bytes, as the goals count them. */
const kilobytes = (bytes: number) => (bytes / 1000).toFixed(1);

function row(columns: Column[], cells: string[]): string {
  return cells
    .map((cell, i) => (columns[i]!.left ? cell.padEnd(columns[i]!.width) : cell.padStart(columns[i]!.width)))
    .join('  ')
    .trimEnd();
}

/** One line per page: the category scores, the Core Web Vitals, the JavaScript and all the bytes sent. */
export function scoreTable(pages: PageFigures[]): string {
  const lines = pages.map(({ page, scores, metrics, javascript, transfer }) =>
    row(SCORE_COLUMNS, [
      page,
      ...CATEGORIES.map((id) => orDash(scores[id], String)),
      orDash(metrics.fcpMs, seconds),
      orDash(metrics.lcpMs, seconds),
      orDash(metrics.tbtMs, (ms) => String(Math.round(ms))),
      orDash(metrics.cls, (cls) => cls.toFixed(3)),
      (javascript.transferBytes / 1024).toFixed(1),
      kilobytes(transfer.total),
    ]),
  );
  return [row(SCORE_COLUMNS, SCORE_COLUMNS.map((column) => column.title)), ...lines].join('\n');
}

/** One line per page and visit: paint times and what the shop sent, by kind, in KB. */
export function visitTable(pages: PageFigures[]): string {
  const lines = pages.map(({ page, visit, metrics, transfer, pageRequests, firstVisit }) =>
    row(VISIT_COLUMNS, [
      page,
      visit,
      orDash(metrics.fcpMs, seconds),
      orDash(metrics.lcpMs, seconds),
      ...TRANSFER_KINDS.map((kind) => kilobytes(transfer.bytes[kind])),
      kilobytes(transfer.total),
      String(transfer.requests),
      kilobytes(pageRequests.transferBytes),
      firstVisit ? firstVisit.serviceWorker : '',
    ]),
  );
  return [row(VISIT_COLUMNS, VISIT_COLUMNS.map((column) => column.title)), ...lines].join('\n');
}

/** One line per goal, one cell per page it applies to; then how many were met. */
export function goalTable(verdicts: GoalVerdict[]): string {
  const pages = [...new Set(verdicts.map((verdict) => verdict.page))];
  const goals = [...new Set(verdicts.map((verdict) => verdict.goal))];
  const columns: Column[] = [{ title: 'goal', width: Math.max(4, ...goals.map((goal) => goal.length)), left: true }, ...pages.map((page) => ({ title: page, width: 15, left: true }))];
  const lines = goals.map((goal) =>
    row(columns, [
      goal,
      ...pages.map((page) => {
        const verdict = verdicts.find((candidate) => candidate.goal === goal && candidate.page === page);
        return verdict ? `${verdict.met ? 'pass' : 'FAIL'} ${verdict.shown}` : '';
      }),
    ]),
  );
  const met = verdicts.filter((verdict) => verdict.met).length;
  return [row(columns, columns.map((column) => column.title)), ...lines, `${met} of ${verdicts.length} met`].join('\n');
}

export function failingAuditList(pages: PageFigures[]): string {
  const sections = pages.flatMap(({ page, scores, failingAudits }) =>
    CATEGORIES.filter((id) => failingAudits[id]).map((id) => {
      const audits = failingAudits[id]!;
      const head = `${page} - ${id} ${scores[id] ?? 'not scored'} (under ${SCORE_BAR}):`;
      if (audits.length === 0) return `${head}\n  no single audit fails; the score is the weighted sum of metrics close to their bar`;
      const lines = audits.map(
        (audit) =>
          `  ${audit.id.padEnd(34)} ${orDash(audit.score, (score) => String(Math.round(score * 100))).padStart(3)}  ${audit.title}${audit.displayValue ? `  (${audit.displayValue})` : ''}`,
      );
      return [head, ...lines].join('\n');
    }),
  );
  return sections.length ? sections.join('\n\n') : `every category is at ${SCORE_BAR} or above on every page`;
}
