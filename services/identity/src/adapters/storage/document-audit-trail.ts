import { auditEntrySchema, isObjectId, type AuditChange, type AuditEntry } from '@shop/contracts';
import { CollectionRepository, DuplicateKeyError, type Doc, type DocumentStore, type Filter, type IndexSpec } from '@shop/platform';
import { AuditEntryTakenError, type AuditCriteria, type AuditTrail } from '../../core/ports/audit-trail.port';

/**
 * An entry as stored: `_id` is its id, and its changes are kept as their JSON text, so values of
 * any shape (keys with dots or dollars included) come back exactly as they were hashed.
 */
type AuditDoc = Doc & Omit<AuditEntry, 'id' | 'changes'> & { changesJson: string };

export const AUDIT_COLLECTION = 'audit_trail';

const AUDIT_INDEXES: IndexSpec[] = [
  // One entry per place in the chain: two writers can never fork it.
  { fields: ['seq'], unique: true },
  // Each filter of the admin's screen, newest first.
  { fields: ['actor.userId', 'seq'] },
  { fields: ['actor.email', 'seq'] },
  { fields: ['action', 'seq'] },
  { fields: ['target.type', 'target.id', 'seq'] },
  { fields: ['at'] },
];

const changesSchema = auditEntrySchema.shape.changes;

/** The audit trail in the documents port (embedded file store or MongoDB), append-only. */
export class DocumentAuditTrail extends CollectionRepository<AuditDoc> implements AuditTrail {
  constructor(documents: DocumentStore) {
    super(documents, AUDIT_COLLECTION, AUDIT_INDEXES);
  }

  async last(): Promise<AuditEntry | undefined> {
    const [doc] = await this.collection.find({}, { sort: { seq: -1 }, limit: 1 });
    return doc ? toEntry(doc) : undefined;
  }

  async findById(id: string): Promise<AuditEntry | undefined> {
    if (!isObjectId(id)) return undefined;
    const doc = await this.collection.findById(id.toLowerCase());
    return doc ? toEntry(doc) : undefined;
  }

  async append(entry: AuditEntry): Promise<void> {
    try {
      await this.collection.insertOne(toDoc(entry));
    } catch (error) {
      if (error instanceof DuplicateKeyError) throw new AuditEntryTakenError(error.message);
      throw error;
    }
  }

  async page(criteria: AuditCriteria, page: { skip: number; limit: number }): Promise<{ entries: AuditEntry[]; total: number }> {
    const found = await this.collection.findPage(filterOf(criteria), { sort: { seq: -1 }, skip: page.skip, limit: page.limit });
    return { entries: found.items.map(toEntry), total: found.total };
  }

  async newestBefore(criteria: AuditCriteria, beforeSeq: number | undefined, limit: number): Promise<AuditEntry[]> {
    const filter = filterOf(criteria);
    if (beforeSeq !== undefined) filter.seq = { $lt: beforeSeq };
    return (await this.collection.find(filter, { sort: { seq: -1 }, limit })).map(toEntry);
  }

  async oldestAfter(afterSeq: number, limit: number): Promise<AuditEntry[]> {
    return (await this.collection.find({ seq: { $gt: afterSeq } }, { sort: { seq: 1 }, limit })).map(toEntry);
  }
}

function filterOf(criteria: AuditCriteria): Filter {
  const filter: Filter = {};
  if (criteria.actorId !== undefined) filter['actor.userId'] = criteria.actorId;
  if (criteria.actorEmail !== undefined) filter['actor.email'] = criteria.actorEmail;
  if (criteria.action !== undefined) filter.action = criteria.action;
  if (criteria.targetType !== undefined) filter['target.type'] = criteria.targetType;
  if (criteria.targetId !== undefined) filter['target.id'] = criteria.targetId;
  if (criteria.from !== undefined || criteria.until !== undefined) {
    filter.at = {
      ...(criteria.from !== undefined ? { $gte: criteria.from } : {}),
      ...(criteria.until !== undefined ? { $lt: criteria.until } : {}),
    };
  }
  return filter;
}

function toDoc(entry: AuditEntry): AuditDoc {
  const { id, changes, ...fields } = entry;
  const doc: Record<string, unknown> = { _id: id, ...fields, changesJson: JSON.stringify(changes) };
  return Object.fromEntries(Object.entries(doc).filter(([, value]) => value !== undefined)) as AuditDoc;
}

function toEntry(doc: AuditDoc): AuditEntry {
  const { _id, changesJson, ...fields } = doc;
  return { ...fields, id: _id, changes: parseChanges(changesJson) };
}

/** Changes that no longer read as changes are shown as one unreadable field; the chain check names the entry. */
function parseChanges(text: string): AuditChange[] {
  try {
    const parsed = changesSchema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
  } catch {
    // Falls through.
  }
  return [{ field: '(unreadable)', after: String(text) }];
}
