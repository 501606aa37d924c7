import { statSync, type Stats } from 'node:fs';
import { extname, resolve, sep } from 'node:path';
import { Router, type Request, type Response, type NextFunction } from 'express';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const ONE_HOUR = 'public, max-age=3600';
const NO_CACHE = 'no-cache';

/** Precompressed siblings the web build writes (web/build/precompress.ts), best first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

function fileStats(path: string): Stats | undefined {
  const stats = statSync(path, { throwIfNoEntry: false });
  return stats?.isFile() ? stats : undefined;
}

/**
 * The file a request path names inside the dist directory, or undefined when it names none:
 * undecodable, a dot-segment (`.vite/`, `..`), or anything that would resolve outside the root.
 */
function fileInDist(root: string, requestPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.split(/[\\/]/).some((segment) => segment.startsWith('.'))) return undefined;
  const file = resolve(root, `.${decoded}`);
  return file.startsWith(root + sep) && fileStats(file) ? file : undefined;
}

/**
 * Sends a built file, or its precompressed sibling when the request accepts that encoding
 * (brotli before gzip). Every variant keeps the original's type and caching and has its own
 * ETag, so conditional requests answer 304 per encoding.
 */
function sendBuilt(req: Request, res: Response, next: NextFunction, root: string, file: string, cacheControl: string): void {
  res.vary('Accept-Encoding');
  res.set('Cache-Control', cacheControl);
  res.type(extname(file));
  let served = file;
  let tag = '';
  for (const encoding of ENCODINGS) {
    if (!req.acceptsEncodings(encoding.name) || !fileStats(file + encoding.suffix)) continue;
    served = file + encoding.suffix;
    tag = `-${encoding.name}`;
    res.set('Content-Encoding', encoding.name);
    break;
  }
  const stats = fileStats(served);
  if (!stats) return void res.status(404).type('text/plain').send('Not found');
  res.set('ETag', `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}${tag}"`);
  res.sendFile(served.slice(root.length + 1), { root, cacheControl: false, acceptRanges: !tag }, (error) => {
    if (error && !res.headersSent) next(error);
  });
}

/**
 * Serves the built SPA: hashed assets with long caching, other public files for an hour, and
 * index.html (never cached without revalidation) for every other GET that is not an API path,
 * the history fallback for client-side routes.
 */
export function serveSpa(distDir: string): Router {
  const root = resolve(distDir);
  const indexFile = resolve(root, 'index.html');
  const router = Router();
  router.get(/.*/, (req, res, next) => {
    if (req.path.startsWith('/api/')) return next();
    const file = fileInDist(root, req.path);
    if (req.path.startsWith('/assets/')) {
      if (!file) return void res.status(404).type('text/plain').send('Not found');
      return sendBuilt(req, res, next, root, file, IMMUTABLE);
    }
    if (file && file !== indexFile) return sendBuilt(req, res, next, root, file, ONE_HOUR);
    if (!fileStats(indexFile)) {
      res.status(503).type('text/plain').send('The web app is not built yet. Run `npm run build:web`.');
      return;
    }
    sendBuilt(req, res, next, root, indexFile, NO_CACHE);
  });
  return router;
}
