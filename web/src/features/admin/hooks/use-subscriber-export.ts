import { useState } from 'react';
import { exportFailed, exportSubscribers } from '../api/export-subscribers';

/** Saves a blob under `filename` through a temporary link (the browser's own download). */
function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers start reading the file after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Export CSV: downloads the subscriber list with the server's file name. */
export function useSubscriberExport() {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function run(): Promise<void> {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const { blob, filename } = await exportSubscribers();
      saveFile(blob, filename);
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : exportFailed());
    } finally {
      setBusy(false);
    }
  }

  return { busy, failure, run, dismiss: () => setFailure(null) };
}
