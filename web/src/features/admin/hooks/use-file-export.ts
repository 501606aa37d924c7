import { useState } from 'react';

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

/**
 * An Export button's work: fetches the file (`download`), saves it with the server's file name,
 * and keeps a failure on screen (the server's message, else `failed()`) until dismissed.
 */
export function useFileExport<Args extends unknown[]>(download: (...args: Args) => Promise<{ blob: Blob; filename: string }>, failed: () => string) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function run(...args: Args): Promise<void> {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const { blob, filename } = await download(...args);
      saveFile(blob, filename);
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : failed());
    } finally {
      setBusy(false);
    }
  }

  return { busy, failure, run, dismiss: () => setFailure(null) };
}
