import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileStoreContract } from '../file-store.contract';
import { LocalFileStore } from './local-file-store';

fileStoreContract('LocalFileStore', async () => new LocalFileStore(join(mkdtempSync(join(tmpdir(), 'files-')), 'uploads')));
