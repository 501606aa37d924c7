// `npm run restore -- <backup folder> [--data-dir DIR] [--force]`: checks the backup against its
// manifest and each database with PRAGMA integrity_check, then restores it into DATA_DIR (default
// $DATA_DIR or ./data), which must be empty or absent; --force moves an existing one aside.
import { parseArgs } from 'node:util';
import { restoreBackup, RestoreError } from './backup/restore-backup';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'data-dir': { type: 'string' },
    force: { type: 'boolean', default: false },
  },
});

if (positionals.length !== 1) {
  process.stderr.write('usage: npm run restore -- <backup folder> [--data-dir DIR] [--force]\n');
  process.exit(2);
}
try {
  const result = await restoreBackup({ backup: positionals[0]!, dataDir: values['data-dir'] ?? process.env.DATA_DIR ?? './data', force: values.force });
  if (result.movedAside) process.stdout.write(`Moved the DATA_DIR that was there to ${result.movedAside}\n`);
  process.stdout.write(`Checked and restored ${result.databases} databases and ${result.files} files into ${result.dataDir}\n`);
} catch (error) {
  process.stderr.write(`restore refused: ${error instanceof RestoreError ? error.message : String((error as Error).stack ?? error)}\n`);
  process.exit(1);
}
