import { once } from 'node:events';
import type { Response } from 'express';

/** Rows are sent in chunks of about this many characters, not one write per row. */
const CHUNK = 16 * 1024;

/**
 * Streams `chunks` to the response as a CSV download: the headers go out with the first chunk,
 * so a failure before it still answers the JSON error; later, the connection is cut (the
 * client sees an incomplete download, never a truncated file that looks whole). A client that
 * goes away stops the source.
 */
export async function sendCsvDownload(res: Response, filename: string, chunks: AsyncIterable<string>): Promise<void> {
  const source = chunks[Symbol.asyncIterator]();
  let closed = false;
  res.once('close', () => {
    closed = true;
  });
  let pending = '';
  let started = false;
  const flush = async () => {
    if (!started) {
      res.status(200);
      res.setHeader('Content-Type', 'text/csv; charset=utf-8');
      res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
      res.setHeader('Cache-Control', 'private, no-store');
      started = true;
    }
    const full = !res.write(pending);
    pending = '';
    if (full && !closed) await Promise.race([once(res, 'drain'), once(res, 'close')]);
  };
  try {
    for (let next = await source.next(); !next.done; next = await source.next()) {
      if (closed) break;
      pending += next.value;
      if (pending.length >= CHUNK) await flush();
    }
    if (closed) return;
    await flush();
    res.end();
  } catch (error) {
    if (!started) throw error;
    res.destroy(error instanceof Error ? error : new Error(String(error)));
  } finally {
    await source.return?.();
  }
}
