import type { AdminAction, AuditEntry, AuditTargetType } from '@shop/contracts';

/** What the admin's filters ask, in the store's terms. `from` included, `until` excluded (ISO instants). */
export interface AuditCriteria {
  actorId?: string;
  actorEmail?: string;
  action?: AdminAction;
  targetType?: AuditTargetType;
  targetId?: string;
  from?: string;
  until?: string;
}

/**
 * The audit trail, append-only: entries are added at the end of the chain and never changed or
 * removed. `seq` and `id` are unique, so two writers can never both add the same place.
 */
export interface AuditTrail {
  /** The entry with the highest seq; undefined while the trail is empty. */
  last(): Promise<AuditEntry | undefined>;
  findById(id: string): Promise<AuditEntry | undefined>;
  /** Adds the entry; AuditEntryTakenError when its seq or its id is already in the trail. */
  append(entry: AuditEntry): Promise<void>;
  /** Newest first (highest seq), with the number of all that match. */
  page(criteria: AuditCriteria, page: { skip: number; limit: number }): Promise<{ entries: AuditEntry[]; total: number }>;
  /** Up to `limit` matching entries below `beforeSeq` (all when undefined), newest first. */
  newestBefore(criteria: AuditCriteria, beforeSeq: number | undefined, limit: number): Promise<AuditEntry[]>;
  /** Up to `limit` entries above `afterSeq`, oldest first: the chain in order. */
  oldestAfter(afterSeq: number, limit: number): Promise<AuditEntry[]>;
}

export class AuditEntryTakenError extends Error {
  constructor(message = 'An audit entry with this seq or id already exists') {
    super(message);
    this.name = 'AuditEntryTakenError';
  }
}
