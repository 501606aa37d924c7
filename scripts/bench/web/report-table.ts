// The bench's printout: one line per page, then what to fix where a category is under the bar.
import { CATEGORIES, SCORE_BAR, type PageFigures } from './page-figures';

const COLUMNS = [
  { title: 'page', width: 10, left: true },
  { title: 'performance', width: 11 },
  { title: 'accessibility', width: 13 },
  { title: 'best practices', width: 14 },
  { title: 'FCP s', width: 6 },
  { title: 'LCP s', width: 6 },
  { title: 'TBT ms', width: 6 },
  { title: 'CLS', width: 6 },
  { title: 'JS KiB', width: 7 },
];

const orDash = (value: number | null, format: (value: number) => string) => (value === null ? '-' : format(value));
const seconds = (ms: number) => (ms / 1000).toFixed(2);

function row(cells: string[]): string {
  return cells.map((cell, i) => (COLUMNS[i]!.left ? cell.padEnd(COLUMNS[i]!.width) : cell.padStart(COLUMNS[i]!.width))).join('  ');
}

export function scoreTable(pages: PageFigures[]): string {
  const lines = pages.map(({ page, scores, metrics, javascript }) =>
    row([
      page,
      ...CATEGORIES.map((id) => orDash(scores[id], String)),
      orDash(metrics.fcpMs, seconds),
      orDash(metrics.lcpMs, seconds),
      orDash(metrics.tbtMs, (ms) => String(Math.round(ms))),
      orDash(metrics.cls, (cls) => cls.toFixed(3)),
      (javascript.transferBytes / 1024).toFixed(1),
    ]),
  );
  return [row(COLUMNS.map((column) => column.title)), ...lines].join('\n');
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
