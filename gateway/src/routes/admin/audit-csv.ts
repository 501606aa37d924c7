// The audit trail as CSV (RFC 4180, CRLF rows, formula-looking cells neutralised by domain's csvRow).
import { AUDIT_CSV_COLUMNS, type AuditEntry } from '@shop/contracts';
import { csvRow } from '@shop/domain';

export function auditCsvHeader(): string {
  return csvRow(AUDIT_CSV_COLUMNS);
}

/** One entry: its changes as `field: before → after`, one per line of the cell. */
export function auditCsvRow(entry: AuditEntry): string {
  return csvRow([
    String(entry.seq),
    entry.at,
    entry.actor.email,
    entry.actor.userId,
    entry.action,
    entry.target.type,
    entry.target.id,
    entry.target.label ?? '',
    entry.changes.map((change) => `${change.field}: ${shown(change.before)} → ${shown(change.after)}`).join('\n'),
    entry.requestId ?? '',
    entry.clientAddress ?? '',
    entry.service,
    entry.hash,
  ]);
}

/** `audit-<date>.csv`, the UTC date of `at` (YYYY-MM-DD). */
export function auditCsvFilename(at: Date): string {
  return `audit-${at.toISOString().slice(0, 10)}.csv`;
}

function shown(value: unknown): string {
  if (value === undefined) return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}
