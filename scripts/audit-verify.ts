// `npm run audit:verify [-- --since SEQ:HASH]`: walks the audit trail's hash chain in the shop's
// store (DATA_DIR, or MONGO_URL) and names the first entry whose hash or link does not match; with
// the newest entry an earlier run printed, also whether entries were removed from the end since.
// Exit code 0 when the chain holds, 1 when it is broken, 2 when there is nothing to check.
import { parseArgs } from 'node:util';
import { loadConfigOrExit } from '@shop/platform';
import { readCheckpoint, verifyAuditChain } from './audit/verify-audit';

const { values } = parseArgs({ options: { since: { type: 'string' } } });
const checkpoint = values.since === undefined ? undefined : readCheckpoint(values.since);
if (values.since !== undefined && !checkpoint) {
  process.stderr.write(`--since takes the newest entry as an earlier run printed it, SEQ:HASH (got ${values.since})\n`);
  process.exit(2);
}
const verdict = await verifyAuditChain(loadConfigOrExit(), checkpoint);
(verdict.code === 0 ? process.stdout : process.stderr).write(`${verdict.message}\n`);
process.exit(verdict.code);
