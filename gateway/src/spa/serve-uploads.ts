import { Router } from 'express';
import type { FileStore } from '@shop/platform';

/** Folders that are never public, whatever a store may hold there (payment screenshots are private). */
const PRIVATE_FOLDERS = new Set(['payment-proofs']);

/**
 * Serves stored uploads by the names the store gave them. The type comes from the
 * store (sniffed at upload), `nosniff` stops browsers guessing, and nothing is executable.
 */
export function serveUploads(files: FileStore): Router {
  const router = Router();
  router.get('/uploads/:folder/:name', async (req, res, next) => {
    try {
      if (PRIVATE_FOLDERS.has(req.params.folder.toLowerCase())) return void res.status(404).type('text/plain').send('Not found');
      const file = await files.get(`${req.params.folder}/${req.params.name}`);
      if (!file) return void res.status(404).type('text/plain').send('Not found');
      res
        .set({
          'Content-Type': file.contentType,
          'Content-Length': String(file.size),
          'Cache-Control': 'public, max-age=31536000, immutable',
          'X-Content-Type-Options': 'nosniff',
          'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
        })
        .end(Buffer.from(file.bytes));
    } catch (error) {
      next(error);
    }
  });
  return router;
}
