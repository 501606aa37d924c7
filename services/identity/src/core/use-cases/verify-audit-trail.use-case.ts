import { ChainCheck, type ChainBreak, type Sha256 } from '../audit/audit-chain';
import type { AuditTrail } from '../ports/audit-trail.port';

const BATCH = 1000;

export type AuditTrailReport = { ok: true; entries: number } | { ok: false; entries: number; break: ChainBreak };

/**
 * Walks the whole chain, oldest first, and names the first entry whose hash, place or link does
 * not match. `entries`: how many were found sound before it. (Removing the newest entries leaves a
 * shorter chain that is sound: compare the count with one noted earlier to see that.)
 */
export class VerifyAuditTrail {
  constructor(private readonly deps: { audit: AuditTrail; sha256: Sha256 }) {}

  async execute(): Promise<AuditTrailReport> {
    const check = new ChainCheck(this.deps.sha256);
    let after = 0;
    for (;;) {
      const batch = await this.deps.audit.oldestAfter(after, BATCH);
      for (const entry of batch) {
        const found = check.check(entry);
        if (found) return { ok: false, entries: check.count, break: found };
      }
      if (batch.length < BATCH) return { ok: true, entries: check.count };
      after = batch.at(-1)!.seq;
    }
  }
}
