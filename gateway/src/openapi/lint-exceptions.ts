import type { LintFinding } from './lint-finding';

/**
 * Findings the shop accepts, with why. Each `where` is a JSON pointer into the document in which
 * `*` stands for part of one segment and `**` for any number of segments.
 */
export interface LintException {
  linter: LintFinding['linter'];
  rule: string;
  where: string[];
  reason: string;
}

function patternOf(where: string): RegExp {
  const escaped = where
    .split('/')
    .map((segment) => (segment === '**' ? '.*' : segment.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('[^/]*')))
    .join('/');
  return new RegExp(`^${escaped.replace(/\/\.\*/g, '(?:/.*)?')}$`);
}

/** Splits the findings into those no exception covers, and the exceptions that covered nothing. */
export function applyExceptions(findings: LintFinding[], exceptions: LintException[]) {
  const patterns = exceptions.flatMap((exception) =>
    exception.where.map((where) => ({ exception, where, pattern: patternOf(where), used: false })),
  );
  const unexcused: LintFinding[] = [];
  for (const finding of findings) {
    const match = patterns.find(
      (entry) => entry.exception.linter === finding.linter && entry.exception.rule === finding.rule && entry.pattern.test(finding.pointer),
    );
    if (match) match.used = true;
    else unexcused.push(finding);
  }
  // An exception that covers nothing any more is stale: the file must say what is true today.
  const stale = patterns.filter((entry) => !entry.used).map(({ exception, where }) => `${exception.linter} ${exception.rule} ${where}`);
  return { unexcused, stale };
}
