// `npm run audit:verify`: walks the audit trail's hash chain in the shop's store (DATA_DIR, or
// MONGO_URL) and names the first entry whose hash or link does not match. Exit code 0 when the
// chain holds, 1 when it is broken, 2 when there is no trail to check.
import { loadConfigOrExit } from '@shop/platform';
import { verifyAuditChain } from './audit/verify-audit';

const verdict = await verifyAuditChain(loadConfigOrExit());
(verdict.code === 0 ? process.stdout : process.stderr).write(`${verdict.message}\n`);
process.exit(verdict.code);
