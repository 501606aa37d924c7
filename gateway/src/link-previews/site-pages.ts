import type { CatalogApi } from '@shop/catalog';
import type { Product, ProductsChangedData } from '@shop/contracts';
import { isObjectId } from '@shop/contracts/ids';
import { PLACEHOLDER_IMAGE } from '@shop/contracts/product-images';
import { categoryFromSegment, categoryPath, matchSiteRoute, productPath } from '@shop/contracts/site-routes';
import { DEFAULT_LANGUAGE, isCategory, languageFromAcceptLanguage, productImageUrl, type Category, type Language } from '@shop/domain';
import type { Logger } from '@shop/platform';
import { ExpiringReads } from './expiring-reads';
import { htmlWithHead, type PageHead } from './page-head';
import { productPageHead } from './product-page-head';
import { categoryName, previewText } from './preview-messages';

/** How the gateway answers an address of the web app: the shell with this status and head, or a redirect. */
export type PageAnswer = { status: 200 | 404; head?: PageHead } | { redirect: string };

export interface PageRequest {
  /** The path as requested, undecoded, without the query. */
  path: string;
  query: Record<string, unknown>;
  acceptLanguage?: string;
}

/** The catalogue reads a page's head needs. */
export type PageCatalog = Pick<CatalogApi, 'getProduct' | 'listProducts' | 'featuredProducts'>;

export interface SitePagesOptions {
  catalog: PageCatalog;
  /** PUBLIC_URL: the base of canonical and image addresses. */
  publicUrl: string;
  logger: Logger;
  /** How long a product read is kept: a crawler's burst asks the catalogue once. */
  ttlMs?: number;
}

const DEFAULT_TTL_MS = 30_000;
const MAX_KEPT_READS = 2_000;

/** A query value as the web app reads it (URLSearchParams.get: the first of repeated keys). */
function firstQueryValue(value: unknown): string | undefined {
  const first = Array.isArray(value) ? (value as unknown[])[0] : value;
  return typeof first === 'string' ? first.trim() : undefined;
}

function isNotFound(error: unknown): boolean {
  const kind = (error as { kind?: unknown } | undefined)?.kind;
  return kind === 'not_found' || kind === 'invalid';
}

/**
 * The head and status of each address of the web app, from the catalogue: the 404 page where the
 * app shows one (an address it has no screen for, a product or category the shop does not have),
 * and link previews for home, listings, categories and products.
 */
export class SitePages {
  private readonly products: ExpiringReads<Product | null>;
  private readonly firstProducts: ExpiringReads<Product | undefined>;

  constructor(private readonly options: SitePagesOptions) {
    const reads = { ttlMs: options.ttlMs ?? DEFAULT_TTL_MS, maxEntries: MAX_KEPT_READS };
    this.products = new ExpiringReads(reads);
    this.firstProducts = new ExpiringReads(reads);
  }

  async answer(request: PageRequest): Promise<PageAnswer> {
    const match = matchSiteRoute(request.path);
    if (!match) return { status: 404 };
    const language = languageFromAcceptLanguage(request.acceptLanguage) ?? DEFAULT_LANGUAGE;
    try {
      switch (match.route) {
        case '/':
          return { status: 200, head: await this.home(language) };
        case '/products': {
          const queried = firstQueryValue(request.query.category);
          if (!queried) return { status: 200, head: await this.listing(language) };
          const category = categoryFromSegment(queried);
          return isCategory(category) ? { status: 200, head: await this.category(category, language) } : { status: 404 };
        }
        case '/products/:category': {
          const segment = match.params.category!;
          // Related-product links name a product here; its page is at /product/{id}.
          if (isObjectId(segment)) return { redirect: productPath(segment) };
          const category = categoryFromSegment(segment);
          return isCategory(category) ? { status: 200, head: await this.category(category, language) } : { status: 404 };
        }
        case '/product/:id': {
          const id = match.params.id!;
          const product = isObjectId(id) ? await this.product(id) : null;
          return product ? { status: 200, head: productPageHead(product, language, this.options.publicUrl) } : { status: 404 };
        }
        default:
          return { status: 200 };
      }
    } catch (error) {
      // The catalogue is away: the app shows its own error and retries; the page is not missing.
      this.options.logger.warn({ err: error, path: request.path }, 'a page was sent without its link preview');
      return { status: 200 };
    }
  }

  /** The built index.html with a page's own head. */
  render(indexHtml: string, head: PageHead): string {
    return htmlWithHead(indexHtml, head, this.options.publicUrl);
  }

  /** Forgets what a catalogue change touched: those products, and the listings' first products when listings changed. */
  forget(change: ProductsChangedData): void {
    for (const id of change.productIds) this.products.delete(id);
    if (change.listings) this.firstProducts.clear();
  }

  private product(id: string): Promise<Product | null> {
    return this.products.read(id, () =>
      this.options.catalog.getProduct(id).catch((error: unknown) => {
        if (isNotFound(error)) return null;
        throw error;
      }),
    );
  }

  /** The image a listing's preview shows: its first product's. */
  private async imageOf(key: string, first: () => Promise<Product | undefined>, alt: string): Promise<PageHead['image']> {
    const product = await this.firstProducts.read(key, first);
    if (!product) return undefined;
    const url = productImageUrl(product, PLACEHOLDER_IMAGE);
    const media = product.media[url];
    return { url, alt, width: media?.width, height: media?.height };
  }

  private async home(language: Language): Promise<PageHead> {
    const title = previewText(language, 'home.title');
    const catalog = this.options.catalog;
    return {
      language,
      title,
      description: previewText(language, 'home.description'),
      canonicalPath: '/',
      type: 'website',
      image: await this.imageOf('featured', async () => (await catalog.featuredProducts(1))[0], title),
    };
  }

  private async listing(language: Language): Promise<PageHead> {
    const title = previewText(language, 'products.title');
    const catalog = this.options.catalog;
    return {
      language,
      title,
      description: previewText(language, 'products.description'),
      canonicalPath: '/products',
      type: 'website',
      image: await this.imageOf('all', async () => (await catalog.listProducts({ limit: 1 })).products[0], title),
    };
  }

  private async category(category: Category, language: Language): Promise<PageHead> {
    const name = categoryName(language, category);
    const title = previewText(language, 'category.title', { category: name });
    const catalog = this.options.catalog;
    return {
      language,
      title,
      description: previewText(language, 'category.description', { category: name }),
      canonicalPath: categoryPath(category),
      type: 'website',
      image: await this.imageOf(`category:${category}`, async () => (await catalog.listProducts({ category, limit: 1 })).products[0], name),
    };
  }
}
