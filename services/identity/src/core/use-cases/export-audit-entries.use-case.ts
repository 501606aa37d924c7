import type { AuditEntry, AuditFilter } from '@shop/contracts';
import { auditCriteriaOf } from '../audit/audit-criteria';
import type { AuditTrail } from '../ports/audit-trail.port';

/** Read from the store this many at a time. */
export const AUDIT_EXPORT_BATCH = 500;

/** Every entry the filters match, newest first (page and limit ignored), read a batch at a time. */
export class ExportAuditEntries {
  constructor(private readonly deps: { audit: AuditTrail }) {}

  async *execute(filter: AuditFilter): AsyncGenerator<AuditEntry> {
    const criteria = auditCriteriaOf(filter);
    let before: number | undefined;
    for (;;) {
      const batch = await this.deps.audit.newestBefore(criteria, before, AUDIT_EXPORT_BATCH);
      yield* batch;
      if (batch.length < AUDIT_EXPORT_BATCH) return;
      before = batch.at(-1)!.seq;
    }
  }
}
