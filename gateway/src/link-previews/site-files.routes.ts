import { Router, type Response } from 'express';
import type { Logger } from '@shop/platform';
import { z } from 'zod';
import { robotsTxt } from './robots';
import type { Sitemap, SitemapFiles } from './sitemap';

/** A part of a sitemap index: /sitemaps/1.xml, /sitemaps/2.xml… */
const sitemapPart = z.coerce.number().int().min(1).max(100_000);

/** Crawlers ask often; the sitemap is rebuilt at most once a minute anyway. */
const SITEMAP_CACHING = 'public, max-age=60';
const ROBOTS_CACHING = 'public, max-age=3600';

/** /robots.txt, /sitemap.xml and, for a large catalogue, the sitemap's parts under /sitemaps/. */
export function siteFiles(options: { sitemap: Sitemap; publicUrl: string; logger: Logger }): Router {
  const { sitemap, logger } = options;
  const robots = robotsTxt(options.publicUrl);
  const router = Router();

  router.get('/robots.txt', (_req, res) => void res.type('text/plain').set('Cache-Control', ROBOTS_CACHING).send(robots));

  /** Sends a sitemap file; while the catalogue cannot be read, asks the crawler to come back. */
  async function sendSitemap(res: Response, pick: (files: SitemapFiles) => string | undefined) {
    let body: string | undefined;
    try {
      body = pick(await sitemap.files());
    } catch (error) {
      logger.warn({ err: error }, 'the sitemap could not be built');
      return void res.status(503).set('Retry-After', '60').type('text/plain').send('The sitemap cannot be built right now. Try again in a minute.');
    }
    if (body === undefined) return void res.status(404).type('text/plain').send('Not found');
    res.type('application/xml').set('Cache-Control', SITEMAP_CACHING).send(body);
  }

  router.get('/sitemap.xml', (_req, res) => sendSitemap(res, (files) => files.main));
  router.get('/sitemaps/:part.xml', (req, res) => {
    const part = sitemapPart.safeParse(req.params.part);
    if (!part.success) return void res.status(404).type('text/plain').send('Not found');
    return sendSitemap(res, (files) => files.parts[part.data - 1]);
  });
  return router;
}
