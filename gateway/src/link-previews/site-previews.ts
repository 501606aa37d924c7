import type { Router } from 'express';
import { PRODUCTS_CHANGED, productsChangedEvent, type ProductsChangedData } from '@shop/contracts';
import type { EventBus, Logger } from '@shop/platform';
import { siteFiles } from './site-files.routes';
import { SitePages, type PageCatalog } from './site-pages';
import { Sitemap, type SitemapCatalog } from './sitemap';

export interface SitePreviewsOptions {
  catalog: PageCatalog & SitemapCatalog;
  /** PUBLIC_URL: canonical addresses, images and the sitemap are absolute from it. */
  publicUrl: string;
  logger: Logger;
}

/**
 * What the shop tells crawlers and link previews: each page's head and status (SitePages),
 * robots.txt and the sitemap, all read from the catalogue and kept briefly.
 */
export class SitePreviews {
  readonly pages: SitePages;
  readonly sitemap: Sitemap;

  constructor(private readonly options: SitePreviewsOptions) {
    this.pages = new SitePages(options);
    this.sitemap = new Sitemap(options);
  }

  /** /robots.txt and the sitemap. */
  routes(): Router {
    return siteFiles({ sitemap: this.sitemap, publicUrl: this.options.publicUrl, logger: this.options.logger });
  }

  /** Drops what a catalogue change made stale. */
  forget(change: ProductsChangedData): void {
    this.pages.forget(change);
    if (change.listings) this.sitemap.forget();
  }

  /**
   * Follows the catalogue's changes on a bus every change of this process passes through (one
   * process); elsewhere what is kept expires within a minute.
   */
  async follow(events: EventBus): Promise<void> {
    await events.subscribe({
      consumer: 'gateway-site-previews',
      patterns: [PRODUCTS_CHANGED],
      schemas: [productsChangedEvent],
      handler: async (event) => this.forget(event.data as ProductsChangedData),
    });
  }
}
