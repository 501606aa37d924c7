import { newId } from '@shop/platform';
import { MongoDocumentStore } from '@shop/platform/mongo';
import { auditTrailOn } from './testing/audit-test-kit';
import { auditTrailContract } from './testing/contract/audit-trail.contract';

// Needs a MongoDB (a replica set, for transactions): set MONGO_URL. Without it the suite is reported skipped, by name.
const url = process.env.MONGO_URL ?? '';

auditTrailContract(
  'DocumentAuditTrail on MongoDB',
  async () => {
    const documents = new MongoDocumentStore({ url, dbName: `audit_contract_${newId()}` });
    return auditTrailOn(documents, async () => {
      await documents.dropDatabase();
      await documents.close();
    });
  },
  { skip: url ? undefined : 'no MONGO_URL' },
);
