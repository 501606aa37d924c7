import { MAX_PRODUCT_STAMPS, type CatalogApi } from '@shop/catalog';
import { categoryPath, productPath, SITE_ROUTES, type SiteRoute } from '@shop/contracts/site-routes';
import { isCategory } from '@shop/domain';
import { absoluteUrl } from './page-head';

/** The most addresses one sitemap file may list (sitemaps.org); more go into parts under an index. */
export const SITEMAP_MAX_URLS = 50_000;

/** The catalogue reads the sitemap needs. */
export type SitemapCatalog = Pick<CatalogApi, 'listProductStamps' | 'listCategories'>;

export interface SitemapEntry {
  path: string;
  /** When the page last changed (ISO 8601), where the catalogue says. */
  lastModified?: string;
}

/** /sitemap.xml, and the parts it names when the shop has more addresses than one file may list. */
export interface SitemapFiles {
  main: string;
  /** Part n is served at /sitemaps/{n}.xml (from 1); none when the main file lists every address. */
  parts: string[];
}

export interface SitemapOptions {
  catalog: SitemapCatalog;
  publicUrl: string;
  /** How long a built sitemap is served before it is built again from the catalogue. */
  ttlMs?: number;
  maxUrlsPerFile?: number;
  /** How long a request waits for a rebuild before it gets the last sitemap (default 2 s). */
  rebuildWaitMs?: number;
  now?: () => number;
}

const DEFAULT_TTL_MS = 60_000;
/** A sitemap is built again no sooner than this many times its last build took. */
const BUILD_SHARE = 10;
/** How long a request waits for a rebuild before it takes the sitemap as it was. */
const REBUILD_WAIT_MS = 2_000;

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const xml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);

const XML_HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** The pages of the web app that are the same for everyone and have no segment to fill in. */
function fixedPages(): SitemapEntry[] {
  return (Object.keys(SITE_ROUTES) as SiteRoute[])
    .filter((route) => SITE_ROUTES[route].indexed && !route.includes(':'))
    .map((path) => ({ path }));
}

/**
 * The shop's sitemap: its public pages, each category with active products, and every active
 * product with the time it last changed. Built from the catalogue when first asked for; once it
 * is older than `ttlMs`, or the catalogue changed, the next request has it built again, and waits
 * at most `rebuildWaitMs` for it before taking the last one. It reads only each product's id and
 * last change, 5,000 at a time in id order: at 100,000 products a build makes 20 catalogue calls
 * and takes about half a second on the embedded store. A slow store or a distant catalogue may
 * take longer than a crawler waits: builds are one at a time, and no sooner than ten times the
 * last one took after it.
 */
export class Sitemap {
  private current: { files: SitemapFiles; builtAt: number; buildMs: number } | undefined;
  private stale = false;
  private building: Promise<SitemapFiles> | undefined;

  constructor(private readonly options: SitemapOptions) {}

  async files(): Promise<SitemapFiles> {
    const current = this.current;
    if (!current) return this.build();
    const age = this.now() - current.builtAt;
    const due = this.stale || age >= (this.options.ttlMs ?? DEFAULT_TTL_MS);
    // The catalogue is read for at most a tenth of the time, however often it changes.
    if (!due || age < current.buildMs * BUILD_SHARE) return current.files;
    // A failed rebuild keeps the last sitemap; the next request tries again.
    const rebuilt = this.build().catch(() => current.files);
    let waited: NodeJS.Timeout | undefined;
    const patience = new Promise<SitemapFiles>((resolve) => {
      waited = setTimeout(() => resolve(current.files), this.options.rebuildWaitMs ?? REBUILD_WAIT_MS);
    });
    return Promise.race([rebuilt, patience]).finally(() => clearTimeout(waited));
  }

  /** Marks the sitemap out of date: the catalogue changed. */
  forget(): void {
    this.stale = true;
  }

  private build(): Promise<SitemapFiles> {
    if (this.building) return this.building;
    const startedAt = this.now();
    this.stale = false;
    this.building = this.entries()
      .then((entries) => {
        const files = this.write(entries);
        this.current = { files, builtAt: startedAt, buildMs: this.now() - startedAt };
        return files;
      })
      .catch((error: unknown) => {
        this.stale = true;
        throw error;
      })
      .finally(() => (this.building = undefined));
    return this.building;
  }

  private now(): number {
    return this.options.now ? this.options.now() : Date.now();
  }

  async entries(): Promise<SitemapEntry[]> {
    const { catalog } = this.options;
    const categories = (await catalog.listCategories())
      .filter(({ name, count }) => count > 0 && isCategory(name))
      .map(({ name }) => ({ path: categoryPath(name) }));
    const products: SitemapEntry[] = [];
    let after: string | undefined;
    do {
      const page = await catalog.listProductStamps({ after, limit: MAX_PRODUCT_STAMPS });
      for (const { id, updatedAt } of page.products) products.push({ path: productPath(id), lastModified: updatedAt });
      after = page.next;
    } while (after !== undefined);
    return [...fixedPages(), ...categories, ...products];
  }

  private write(entries: SitemapEntry[]): SitemapFiles {
    const max = this.options.maxUrlsPerFile ?? SITEMAP_MAX_URLS;
    if (entries.length <= max) return { main: this.urlSet(entries), parts: [] };
    const parts: string[] = [];
    for (let start = 0; start < entries.length; start += max) parts.push(this.urlSet(entries.slice(start, start + max)));
    const sitemaps = parts.map((_, index) => `<sitemap><loc>${xml(this.url(`/sitemaps/${index + 1}.xml`))}</loc></sitemap>`);
    return { main: `${XML_HEADER}<sitemapindex xmlns="${NAMESPACE}">\n${sitemaps.join('\n')}\n</sitemapindex>\n`, parts };
  }

  private urlSet(entries: SitemapEntry[]): string {
    const urls = entries.map(({ path, lastModified }) => {
      const lastmod = lastModified ? `<lastmod>${xml(lastModified)}</lastmod>` : '';
      return `<url><loc>${xml(this.url(path))}</loc>${lastmod}</url>`;
    });
    return `${XML_HEADER}<urlset xmlns="${NAMESPACE}">\n${urls.join('\n')}\n</urlset>\n`;
  }

  private url(path: string): string {
    return absoluteUrl(this.options.publicUrl, path)!;
  }
}
