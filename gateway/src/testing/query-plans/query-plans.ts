import { basename, join } from 'node:path';
import type Database from 'better-sqlite3';

/**
 * Collections that grow with the shop's use: a full scan of one of them is a failure. Other
 * tables are reported but not failed; add a name here to hold it to the same rule.
 */
export const GROWING_COLLECTIONS: readonly string[] = ['products', 'orders', 'users', 'reviews', 'newsletter_subscribers', 'outbox'];

/** Scans accepted on purpose, with the reason; each must match the whole SQL text. */
export const ACCEPTED_SCANS: ReadonlyArray<{ sql: RegExp; reason: string }> = [
  {
    sql: /^SELECT (doc -> '\$(\."[^"]+")+' AS c\d+(, )?)+ FROM "[^"]+"$/,
    reason: 'counts the existing rows of a new counted index, once, when the index is created',
  },
];

/** Statements whose plan is not read: schema, settings, transactions and writes of one row. */
const NOT_QUERIES = [
  /^\s*(CREATE|DROP|ALTER|PRAGMA|BEGIN|COMMIT|END|ROLLBACK|SAVEPOINT|RELEASE|ANALYZE|VACUUM|REINDEX)\b/i,
  /^\s*INSERT\b(?![\s\S]*\bSELECT\b)/i,
  /^\s*(UPDATE|DELETE)\b[\s\S]*\bWHERE rowid = \?\s*$/i,
];

export interface PlanRow {
  id: number;
  parent: number;
  detail: string;
}

export interface StatementPlan {
  service: string;
  sql: string;
  plan: PlanRow[];
  /** Growing collections a plan row reads whole. */
  fullScans: string[];
  /** Tables read whole that are not (yet) held to the rule. */
  otherScans: string[];
  /** Indexes of growing collections read from end to end (no search key): not failed, but worth a look. */
  indexWalks: string[];
  /** The reason a full scan is accepted, when it is. */
  accepted?: string;
  /** EXPLAIN could not run (the statement is then reported, and failed). */
  error?: string;
}

export function isQuery(sql: string): boolean {
  return !NOT_QUERIES.some((pattern) => pattern.test(sql));
}

/** The `?` placeholders outside string literals and quoted names. */
export function parameterCount(sql: string): number {
  let count = 0;
  let closing: string | undefined;
  for (let i = 0; i < sql.length; i += 1) {
    const char = sql[i];
    if (closing !== undefined) {
      if (char === closing) {
        if (closing !== ']' && sql[i + 1] === closing) i += 1;
        else closing = undefined;
      }
      continue;
    }
    if (char === "'" || char === '"' || char === '`') closing = char;
    else if (char === '[') closing = ']';
    else if (char === '?') count += 1;
  }
  return count;
}

/** The table a plan row reads whole (`SCAN t` without an index, the rowid or a virtual table's index), if any. */
export function scannedTable(detail: string): string | undefined {
  const match = /^SCAN (\S+)(.*)$/.exec(detail);
  if (!match) return undefined;
  const [, table, rest = ''] = match;
  if (/USING (COVERING )?INDEX|USING INTEGER PRIMARY KEY|USING ROWID|VIRTUAL TABLE/.test(rest)) return undefined;
  if (table === 'CONSTANT' || table === 'json_each' || table === 'json_tree') return undefined;
  return table;
}

/** The index a plan row reads from end to end on a growing collection (`SCAN t USING INDEX i`), if any. */
export function walkedIndex(detail: string, growing: ReadonlySet<string>): string | undefined {
  const match = /^SCAN (\S+) USING (?:COVERING )?INDEX (\S+)/.exec(detail);
  return match && growing.has(match[1]!) ? match[2] : undefined;
}

/**
 * `EXPLAIN QUERY PLAN` of each statement, on a read-only connection to the store's file,
 * every parameter bound to null (a plan does not depend on the values without statistics).
 */
export function explainStatements(
  driver: typeof Database,
  statements: Map<string, Set<string>>,
  options: { file: string; growing?: readonly string[]; accepted?: typeof ACCEPTED_SCANS },
): StatementPlan[] {
  const growing = new Set(options.growing ?? GROWING_COLLECTIONS);
  const accepted = options.accepted ?? ACCEPTED_SCANS;
  const plans: StatementPlan[] = [];
  for (const [directory, texts] of statements) {
    const service = basename(directory);
    const db = new driver(join(directory, options.file), { readonly: true, fileMustExist: true });
    try {
      for (const sql of texts) {
        if (!isQuery(sql)) continue;
        try {
          const rows = db
            .prepare(`EXPLAIN QUERY PLAN ${sql}`)
            .all(...new Array<null>(parameterCount(sql)).fill(null)) as PlanRow[];
          const plan = rows.map(({ id, parent, detail }) => ({ id, parent, detail }));
          const scanned = plan.map((row) => scannedTable(row.detail)).filter((table): table is string => table !== undefined);
          const fullScans = [...new Set(scanned.filter((table) => growing.has(table)))];
          const reason = fullScans.length > 0 ? accepted.find((entry) => entry.sql.test(sql))?.reason : undefined;
          plans.push({
            service,
            sql,
            plan,
            fullScans,
            otherScans: [...new Set(scanned.filter((table) => !growing.has(table)))],
            indexWalks: plan.map((row) => walkedIndex(row.detail, growing)).filter((index): index is string => index !== undefined),
            ...(reason ? { accepted: reason } : {}),
          });
        } catch (error) {
          plans.push({ service, sql, plan: [], fullScans: [], otherScans: [], indexWalks: [], error: (error as Error).message });
        }
      }
    } finally {
      db.close();
    }
  }
  return plans.sort((a, b) => a.service.localeCompare(b.service) || a.sql.localeCompare(b.sql));
}

/** The plan as SQLite's shell draws it: one row per line, children indented under their parent. */
export function planText(plan: PlanRow[], indent = '  '): string {
  const depth = new Map<number, number>([[0, 0]]);
  return plan
    .map((row) => {
      const level = (depth.get(row.parent) ?? 0) + 1;
      depth.set(row.id, level);
      return `${indent.repeat(level)}${row.detail}`;
    })
    .join('\n');
}

export function verdictOf(entry: StatementPlan): string {
  if (entry.error) return `EXPLAIN FAILED: ${entry.error}`;
  if (entry.fullScans.length > 0) {
    return entry.accepted ? `full scan of ${entry.fullScans.join(', ')}, accepted: ${entry.accepted}` : `FULL SCAN of ${entry.fullScans.join(', ')}`;
  }
  if (entry.otherScans.length > 0) return `scans ${entry.otherScans.join(', ')} (not a growing collection)`;
  if (entry.indexWalks.length > 0) return `ok, walks all of ${entry.indexWalks.join(', ')}`;
  return 'ok';
}

/** Statements that fail the rule: full scans of growing collections not accepted, and plans that could not be read. */
export function offending(plans: StatementPlan[]): StatementPlan[] {
  return plans.filter((entry) => entry.error !== undefined || (entry.fullScans.length > 0 && entry.accepted === undefined));
}

export function describeStatement(entry: StatementPlan): string {
  return [`[${entry.service}] ${verdictOf(entry)}`, `  SQL: ${entry.sql}`, '  plan:', planText(entry.plan, '    ')].join('\n');
}

/** Every statement with its plan and verdict, by service, then a one-line-per-statement summary. */
export function planReport(plans: StatementPlan[], growing: readonly string[] = GROWING_COLLECTIONS): string {
  const lines: string[] = [];
  const services = [...new Set(plans.map((entry) => entry.service))];
  for (const service of services) {
    const own = plans.filter((entry) => entry.service === service);
    const bad = offending(own).length;
    lines.push(`=== ${service}: ${own.length} statements, ${bad} failing ===`);
    for (const entry of own) lines.push(describeStatement(entry), '');
  }
  lines.push('=== summary ===');
  const width = Math.max(...plans.map((entry) => entry.service.length));
  for (const entry of plans) {
    const mark = offending([entry]).length > 0 ? 'FAIL' : entry.fullScans.length > 0 || entry.otherScans.length > 0 || entry.indexWalks.length > 0 ? 'note' : 'ok  ';
    lines.push(`${mark} ${entry.service.padEnd(width)} ${entry.sql.length > 160 ? `${entry.sql.slice(0, 157)}...` : entry.sql}`);
    if (mark !== 'ok  ') lines.push(`     ${' '.repeat(width)} -> ${verdictOf(entry)}`);
  }
  const failing = offending(plans).length;
  lines.push(`${plans.length} statements read, ${failing} failing (full scans of ${growing.join(', ')})`);
  return lines.join('\n');
}
