import { createHash } from 'node:crypto';
import type { Sha256 } from '../../core/audit/audit-chain';

/** sha256 of the UTF-8 text, lower-case hex (the audit chain's digest). */
export const nodeSha256: Sha256 = (text) => createHash('sha256').update(text, 'utf8').digest('hex');
