import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { documentStoreContract } from '../document-store.contract';
import { SqliteDocumentStore } from './sqlite-document-store';

const dir = mkdtempSync(join(tmpdir(), 'sqlite-contract-'));

documentStoreContract('SqliteDocumentStore', async () => new SqliteDocumentStore({ directory: dir }), {
  persistent: true,
  cleanup: async () => rmSync(dir, { recursive: true, force: true }),
});
documentStoreContract('SqliteDocumentStore (in memory)', async () => new SqliteDocumentStore());
