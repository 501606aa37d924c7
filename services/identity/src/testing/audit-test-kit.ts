// Test support (not exported): the audit trail on a document store, with the means to tamper
// with it behind the service's back, as someone with the database's login could.
import type { AdminActionData, AuditEntry } from '@shop/contracts';
import { newId, unitOfWorkOf, type DocumentStore } from '@shop/platform';
import { nodeSha256 } from '../adapters/crypto/node-sha256';
import { AUDIT_COLLECTION, DocumentAuditTrail } from '../adapters/storage/document-audit-trail';
import type { AuditRecord } from '../core/audit/audit-chain';
import type { AuditTrail } from '../core/ports/audit-trail.port';
import { RecordAuditEntry, type AuditDeps } from '../core/use-cases/record-audit-entry.use-case';

export interface AuditTrailHarness {
  trail: AuditTrail;
  deps: AuditDeps;
  recorder: RecordAuditEntry;
  /** Sets stored fields of the entry at `seq` directly in the store. */
  tamper(seq: number, fields: Record<string, unknown>): Promise<void>;
  /** Deletes the entry at `seq` directly in the store. */
  remove(seq: number): Promise<void>;
  close(): Promise<void>;
}

export async function auditTrailOn(documents: DocumentStore, close: () => Promise<void>): Promise<AuditTrailHarness> {
  const trail = new DocumentAuditTrail(documents);
  await trail.ensureIndexes();
  const deps: AuditDeps = { audit: trail, unitOfWork: unitOfWorkOf(documents), sha256: nodeSha256, newId };
  const raw = documents.collection(AUDIT_COLLECTION);
  return {
    trail,
    deps,
    recorder: new RecordAuditEntry(deps),
    tamper: async (seq, fields) => {
      await raw.updateOne({ seq }, { $set: fields });
    },
    remove: async (seq) => {
      await raw.deleteOne({ seq });
    },
    close,
  };
}

export const ADMIN_ACTOR = { userId: 'a'.repeat(24), email: 'admin@devshop.rw' };
export const OTHER_ACTOR = { userId: 'b'.repeat(24), email: 'staff@devshop.rw' };

/** An admin action as a service would publish it. */
export function adminAction(overrides: Partial<AdminActionData> = {}): AdminActionData {
  return {
    action: 'product.updated',
    actor: ADMIN_ACTOR,
    target: { type: 'product', id: 'c'.repeat(24), label: 'Logitech MX Master 3S' },
    changes: [{ field: 'price', before: 120000, after: 115000 }],
    requestId: 'req-1',
    clientAddress: '197.243.1.10',
    at: '2025-03-01T10:00:00.000Z',
    ...overrides,
  };
}

/** The record of an action, as identity keeps it. */
export function auditRecord(overrides: Partial<AuditRecord> = {}): AuditRecord {
  const { requestId, clientAddress, ...action } = adminAction();
  return { ...action, requestId, clientAddress, service: 'catalog', ...overrides };
}

export type { AuditEntry };
