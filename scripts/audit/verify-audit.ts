// The chain check behind `npm run audit:verify`: opens identity's store (MONGO_URL, else
// DATA_DIR/identity), walks the audit trail oldest first and says whether it holds.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { verifyAuditTrail, type ChainCheckpoint } from '@shop/identity';
import { openDocumentStore, type Config } from '@shop/platform';

export interface AuditVerdict {
  /** 0: the chain holds; 1: an entry does not match; 2: there is no trail to check, or the checkpoint is unreadable. */
  code: 0 | 1 | 2;
  message: string;
}

/** `--since SEQ:HASH` as printed by an earlier run; undefined when it is not that. */
export function readCheckpoint(text: string): ChainCheckpoint | undefined {
  const match = /^(\d+):([0-9a-f]{64})$/.exec(text.trim());
  return match ? { seq: Number(match[1]), hash: match[2]! } : undefined;
}

export async function verifyAuditChain(config: Config, checkpoint?: ChainCheckpoint): Promise<AuditVerdict> {
  const where = config.MONGO_URL ? 'the identity database in MONGO_URL' : join(config.DATA_DIR, 'identity');
  if (!config.MONGO_URL && !existsSync(join(config.DATA_DIR, 'identity'))) {
    return { code: 2, message: `No identity store in ${where}: set DATA_DIR (or MONGO_URL) to the shop's.` };
  }
  const documents = await openDocumentStore(config, 'identity');
  try {
    const report = await verifyAuditTrail(documents, checkpoint);
    if (report.ok) {
      const since = checkpoint ? `, entry ${checkpoint.seq} as noted among them` : '';
      const head = report.head
        ? ` Newest entry: ${report.head.seq}:${report.head.hash}. Keep it away from this machine: \`npm run audit:verify -- --since ${report.head.seq}:${report.head.hash}\` then also finds entries removed from the end.`
        : '';
      return { code: 0, message: `Audit trail intact: ${report.entries} entries checked in ${where}${since}.${head}` };
    }
    const { seq, id, fault, detail } = report.break;
    return {
      code: 1,
      message: `Audit trail broken at entry ${seq} (${id ? `id ${id}, ` : ''}${fault}): ${detail}. ${report.entries} entries before it are intact.`,
    };
  } finally {
    await documents.close();
  }
}
