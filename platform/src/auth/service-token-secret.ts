import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { Config } from '../config/config.schema';
import { keptSecretFile } from './kept-secret-file';

export const SERVICE_TOKEN_SECRET_FILE = 'service-token.key';

/**
 * SERVICE_TOKEN_SECRET when set; otherwise a secret generated on the first start and kept in
 * DATA_DIR/service-token.key (mode 0600), shared by every process started on the same DATA_DIR.
 * Processes on different machines need the variable: each would make a secret of its own.
 */
export async function loadServiceTokenSecret(config: Pick<Config, 'SERVICE_TOKEN_SECRET' | 'DATA_DIR'>): Promise<string> {
  if (config.SERVICE_TOKEN_SECRET) return config.SERVICE_TOKEN_SECRET;
  return keptSecretFile(join(config.DATA_DIR, SERVICE_TOKEN_SECRET_FILE), () => randomBytes(48).toString('base64url'));
}
