import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { documentStoreContract } from '../document-store.contract';
import { NedbDocumentStore } from './nedb-document-store';

const dir = mkdtempSync(join(tmpdir(), 'nedb-contract-'));

documentStoreContract('NedbDocumentStore', async () => new NedbDocumentStore({ directory: dir }), {
  persistent: true,
  cleanup: async () => rmSync(dir, { recursive: true, force: true }),
});
documentStoreContract('NedbDocumentStore (in memory)', async () => new NedbDocumentStore());
