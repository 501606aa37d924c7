// `npm run audit:verify`: the chain check over the identity service's store, for an operator.
import type { DocumentStore } from '@shop/platform';
import { nodeSha256 } from './adapters/crypto/node-sha256';
import { DocumentAuditTrail } from './adapters/storage/document-audit-trail';
import type { ChainCheckpoint } from './core/audit/audit-chain';
import { VerifyAuditTrail, type AuditTrailReport } from './core/use-cases/verify-audit-trail.use-case';

export type { AuditTrailReport };
export type { ChainBreak, ChainCheckpoint } from './core/audit/audit-chain';

/** Walks the whole audit trail in `documents` (identity's store), oldest first; see VerifyAuditTrail. */
export function verifyAuditTrail(documents: DocumentStore, checkpoint?: ChainCheckpoint): Promise<AuditTrailReport> {
  return new VerifyAuditTrail({ audit: new DocumentAuditTrail(documents), sha256: nodeSha256 }).execute(checkpoint);
}
