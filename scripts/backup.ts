// `npm run backup -- [--data-dir DIR] [--out DIR] [--without-mail]`: a consistent snapshot of the
// embedded shop's DATA_DIR (default $DATA_DIR or ./data), running or stopped, into a timestamped
// folder under --out (default ./backups) with a manifest. Exits 1 with a message when there is no shop.
import { parseArgs } from 'node:util';
import { BackupError, createBackup } from './backup/create-backup';

const { values } = parseArgs({
  options: {
    'data-dir': { type: 'string' },
    out: { type: 'string' },
    'without-mail': { type: 'boolean', default: false },
  },
});

try {
  const started = performance.now();
  const { folder, manifest } = await createBackup({
    dataDir: values['data-dir'] ?? process.env.DATA_DIR ?? './data',
    outDir: values.out ?? './backups',
    withoutMail: values['without-mail'],
  });
  const bytes = manifest.files.reduce((sum, file) => sum + file.size, 0);
  process.stdout.write(
    `Backed up ${manifest.databases.length} databases and ${manifest.files.length - manifest.databases.length} other files ` +
      `(${(bytes / 1024 / 1024).toFixed(1)} MiB) in ${Math.round(performance.now() - started)} ms to\n${folder}\n`,
  );
  const reasons = new Map<string, string[]>();
  for (const skipped of manifest.leftOut) reasons.set(skipped.reason, [...(reasons.get(skipped.reason) ?? []), skipped.path]);
  for (const [reason, paths] of reasons) process.stdout.write(`  left out ${paths.length} file(s) (${reason}): ${paths.slice(0, 3).join(', ')}${paths.length > 3 ? ', …' : ''}\n`);
} catch (error) {
  process.stderr.write(`backup failed: ${error instanceof BackupError ? error.message : String((error as Error).stack ?? error)}\n`);
  process.exit(1);
}
