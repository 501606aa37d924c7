import type { AuditEntry } from '@shop/contracts';
import type { UnitOfWork } from '@shop/platform';
import { chainedEntry, type AuditRecord, type Sha256 } from '../audit/audit-chain';
import { AuditEntryTakenError, type AuditTrail } from '../ports/audit-trail.port';

/** Two writers racing for the same place: the loser reads the new end and tries again. */
const MAX_ATTEMPTS = 20;

export interface AuditDeps {
  audit: AuditTrail;
  unitOfWork: UnitOfWork;
  sha256: Sha256;
  newId: () => string;
}

export interface Recorded<R> {
  value: R;
  /** The entry appended; undefined when `work` recorded nothing or the id was already in the trail. */
  entry?: AuditEntry;
}

/**
 * Appends to the end of the chain, in one transaction with the change it records. The store's
 * unique seq keeps two writers from both taking the same place: the one that loses runs its
 * transaction again on the new end. An id already in the trail (an event delivered twice) is
 * recorded once.
 */
export class RecordAuditEntry {
  constructor(private readonly deps: AuditDeps) {}

  /** Appends `record` alone, as entry `id` (default: a new id). */
  async append(record: AuditRecord, id?: string): Promise<AuditEntry | undefined> {
    try {
      return (await this.within(async () => ({ value: undefined, record }), id)).entry;
    } catch (error) {
      if (error instanceof AuditEntryTakenError && id !== undefined && (await this.deps.audit.findById(id))) return undefined;
      throw error;
    }
  }

  /**
   * Runs `work` (a change in this service's store) and appends the record it returns, both in
   * one transaction; `work` may run again, so it must have no effect outside the store.
   */
  async within<R>(work: () => Promise<{ value: R; record?: AuditRecord }>, id: string = this.deps.newId()): Promise<Recorded<R>> {
    const { audit, unitOfWork, sha256 } = this.deps;
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await unitOfWork.run(async () => {
          const { value, record } = await work();
          if (!record) return { value };
          const entry = chainedEntry(await audit.last(), id, record, sha256);
          await audit.append(entry);
          return { value, entry };
        });
      } catch (error) {
        if (!(error instanceof AuditEntryTakenError) || attempt >= MAX_ATTEMPTS) throw error;
        // The id itself is taken (an event recorded before): running again would not help.
        if (await audit.findById(id)) throw error;
      }
    }
  }
}
