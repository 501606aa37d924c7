// The chain check behind `npm run audit:verify`: opens identity's store (MONGO_URL, else
// DATA_DIR/identity), walks the audit trail oldest first and says whether it holds.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { verifyAuditTrail } from '@shop/identity';
import { openDocumentStore, type Config } from '@shop/platform';

export interface AuditVerdict {
  /** 0: the chain holds; 1: an entry does not match; 2: there is no trail to check. */
  code: 0 | 1 | 2;
  message: string;
}

export async function verifyAuditChain(config: Config): Promise<AuditVerdict> {
  const where = config.MONGO_URL ? 'the identity database in MONGO_URL' : join(config.DATA_DIR, 'identity');
  if (!config.MONGO_URL && !existsSync(join(config.DATA_DIR, 'identity'))) {
    return { code: 2, message: `No identity store in ${where}: set DATA_DIR (or MONGO_URL) to the shop's.` };
  }
  const documents = await openDocumentStore(config, 'identity');
  try {
    const report = await verifyAuditTrail(documents);
    if (report.ok) return { code: 0, message: `Audit trail intact: ${report.entries} entries checked in ${where}.` };
    const { seq, id, fault, detail } = report.break;
    return {
      code: 1,
      message: `Audit trail broken at entry ${seq} (id ${id}, ${fault}): ${detail}. ${report.entries} entries before it are intact.`,
    };
  } finally {
    await documents.close();
  }
}
