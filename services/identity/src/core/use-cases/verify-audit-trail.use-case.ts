import { ChainCheck, checkpointBreak, type ChainBreak, type ChainCheckpoint, type Sha256 } from '../audit/audit-chain';
import type { AuditTrail } from '../ports/audit-trail.port';

const BATCH = 1000;

export type AuditTrailReport =
  | { ok: true; entries: number; head?: ChainCheckpoint }
  | { ok: false; entries: number; break: ChainBreak };

/**
 * Walks the whole chain, oldest first, and names the first entry whose hash, place or link does
 * not match. `entries`: how many were found sound before it; `head`: the newest entry, to note.
 * With a checkpoint noted earlier, the chain must still hold that entry with that hash, so
 * entries removed from its end (which leave a sound, shorter chain) are found too.
 */
export class VerifyAuditTrail {
  constructor(private readonly deps: { audit: AuditTrail; sha256: Sha256 }) {}

  async execute(checkpoint?: ChainCheckpoint): Promise<AuditTrailReport> {
    const check = new ChainCheck(this.deps.sha256);
    let atCheckpoint: ChainCheckpoint | undefined;
    let after = 0;
    for (;;) {
      const batch = await this.deps.audit.oldestAfter(after, BATCH);
      for (const entry of batch) {
        const found = check.check(entry);
        if (found) return { ok: false, entries: check.count, break: found };
        if (entry.seq === checkpoint?.seq) atCheckpoint = check.head;
      }
      if (batch.length === BATCH) {
        after = batch.at(-1)!.seq;
        continue;
      }
      const removed = checkpoint && checkpointBreak(check.head, atCheckpoint, checkpoint);
      if (removed) return { ok: false, entries: check.count, break: removed };
      return { ok: true, entries: check.count, ...(check.head ? { head: check.head } : {}) };
    }
  }
}
