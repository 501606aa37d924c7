import { SqliteDocumentStore } from '@shop/platform';
import { auditTrailOn } from '../../testing/audit-test-kit';
import { auditTrailContract } from '../../testing/contract/audit-trail.contract';

auditTrailContract('DocumentAuditTrail on the embedded store', async () => {
  const documents = new SqliteDocumentStore({});
  return auditTrailOn(documents, () => documents.close());
});
