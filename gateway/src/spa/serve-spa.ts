import { readFileSync, statSync, type Stats } from 'node:fs';
import { extname, resolve, sep } from 'node:path';
import { Router, type Request, type Response, type NextFunction } from 'express';
import type { PageAnswer, PageRequest } from '../link-previews/site-pages';
import type { PageHead } from '../link-previews/page-head';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const ONE_HOUR = 'public, max-age=3600';
const NO_CACHE = 'no-cache';

/**
 * The service worker and what it loads first (vite-plugin-pwa's names): a browser must learn of a
 * new deployment on its next visit, not an hour later.
 */
const ALWAYS_REVALIDATED = /^\/(?:sw\.js|registerSW\.js|manifest\.webmanifest|workbox-[\w.-]+\.js)$/;

/** Each address's status and head (see link-previews/site-pages.ts). */
export interface SpaPages {
  answer(request: PageRequest): Promise<PageAnswer>;
  /** The built index.html with a page's own head. */
  render(indexHtml: string, head: PageHead): string;
}

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

/** The text of index.html, read again only when the build replaces it. */
function builtText(file: string): () => string {
  let kept: { mtimeMs: number; size: number; text: string } | undefined;
  return () => {
    const stats = fileStats(file)!;
    if (kept?.mtimeMs !== stats.mtimeMs || kept.size !== stats.size) kept = { mtimeMs: stats.mtimeMs, size: stats.size, text: readFileSync(file, 'utf8') };
    return kept.text;
  };
}

/**
 * Serves the built SPA: hashed assets with long caching, the service worker's files and index.html
 * never cached without revalidation, other public files for an hour. Every other GET that is not
 * an API path gets index.html, the history fallback for client-side routes: with `pages`, with
 * the page's own head (link previews) and 404 where the app shows its 404 page.
 */
export function serveSpa(distDir: string, options: { pages?: SpaPages } = {}): Router {
  const root = resolve(distDir);
  const indexFile = resolve(root, 'index.html');
  const indexText = builtText(indexFile);
  const router = Router();
  router.get(/.*/, async (req, res, next) => {
    if (req.path.startsWith('/api/')) return next();
    const file = fileInDist(root, req.path);
    if (req.path.startsWith('/assets/')) {
      if (!file) return void res.status(404).type('text/plain').send('Not found');
      return sendBuilt(req, res, next, root, file, IMMUTABLE);
    }
    if (file && file !== indexFile) return sendBuilt(req, res, next, root, file, ALWAYS_REVALIDATED.test(req.path) ? NO_CACHE : ONE_HOUR);
    if (!fileStats(indexFile)) {
      res.status(503).type('text/plain').send('The web app is not built yet. Run `npm run build:web`.');
      return;
    }
    // /index.html itself is the shell as built: the service worker keeps it for every address.
    if (!options.pages || file === indexFile) return sendBuilt(req, res, next, root, indexFile, NO_CACHE);
    const answer = await options.pages.answer({ path: req.path, query: req.query, acceptLanguage: req.get('accept-language') });
    if ('redirect' in answer) return res.redirect(301, answer.redirect);
    if (answer.status === 200 && !answer.head) return sendBuilt(req, res, next, root, indexFile, NO_CACHE);
    res.status(answer.status).set('Cache-Control', NO_CACHE).type('html');
    // The head speaks the language the request asks for.
    if (answer.head) res.vary('Accept-Language');
    res.send(answer.head ? options.pages.render(indexText(), answer.head) : indexText());
  });
  return router;
}
