import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { Router } from 'express';

/**
 * Serves the built SPA: hashed assets with long caching, and index.html for every
 * other GET that is not an API path (history fallback for client-side routes).
 */
export function serveSpa(distDir: string): Router {
  const router = Router();
  const indexFile = join(distDir, 'index.html');
  router.use(
    '/assets',
    express.static(join(distDir, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }),
  );
  router.use(express.static(distDir, { index: false, maxAge: '1h' }));
  router.get(/.*/, (req, res, next) => {
    if (req.path.startsWith('/api/')) return next();
    if (!existsSync(indexFile)) {
      res.status(503).type('text/plain').send('The web app is not built yet. Run `npm run build:web`.');
      return;
    }
    res.set('Cache-Control', 'no-cache').sendFile(indexFile);
  });
  return router;
}
