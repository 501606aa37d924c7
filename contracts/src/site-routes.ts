// The web app's addresses (SPEC section 2), declared once: the router shows a screen for each, and
// the gateway answers them (link previews, 404 for any other address, robots.txt, sitemap.xml).
// Free of zod, so the browser can import it (`@shop/contracts/site-routes`).

/**
 * Every route of the web app, as wouter patterns (`:name` stands for one path segment). The
 * router's screens are typed by these keys, so a screen without a route here, or a route without
 * a screen, does not compile. `indexed` routes are public pages a search engine may list; the
 * others (private screens, search results, sign-in) are asked to stay out in robots.txt.
 */
export const SITE_ROUTES = {
  '/': { indexed: true },
  '/products': { indexed: true },
  '/products/:category': { indexed: true },
  '/product/:id': { indexed: true },
  '/search': { indexed: false },
  '/cart': { indexed: false },
  '/checkout': { indexed: false },
  '/order-confirmation/:orderNumber': { indexed: false },
  '/login': { indexed: false },
  '/auth/callback': { indexed: false },
  '/profile': { indexed: false },
  '/orders': { indexed: false },
  '/wishlist': { indexed: false },
  '/admin': { indexed: false },
  '/admin/products': { indexed: false },
  '/admin/users': { indexed: false },
  '/admin/orders': { indexed: false },
  '/admin/reviews': { indexed: false },
  '/admin/newsletter': { indexed: false },
  '/admin/search': { indexed: false },
  '/admin/delivery': { indexed: false },
  '/admin/audit': { indexed: false },
  '/terms-and-conditions': { indexed: true },
  '/unsubscribe': { indexed: false },
  '/about': { indexed: true },
  '/privacy': { indexed: true },
  '/help': { indexed: true },
  '/shipping': { indexed: true },
  '/returns': { indexed: true },
  '/warranty': { indexed: true },
  '/contact': { indexed: true },
} as const satisfies Record<string, { indexed: boolean }>;

export type SiteRoute = keyof typeof SITE_ROUTES;

/** Route segments that name a category differently from the category list (SPEC's route table). */
export const CATEGORY_ROUTE_ALIASES: Readonly<Record<string, string>> = {
  smartwatches: 'watches',
  apparel: 'hoodies',
};

/** The category a /products/{segment} address shows (a name or an alias, in any case). */
export function categoryFromSegment(segment: string): string {
  const slug = segment.trim().toLowerCase();
  return CATEGORY_ROUTE_ALIASES[slug] ?? slug;
}

/** The address of a product's page. */
export function productPath(id: string): string {
  return `/product/${encodeURIComponent(id)}`;
}

/** The address of a category's listing. */
export function categoryPath(category: string): string {
  return `/products/${encodeURIComponent(category)}`;
}

export interface SiteRouteMatch {
  route: SiteRoute;
  /** The path's segments where the pattern has `:name`, decoded. */
  params: Record<string, string>;
}

interface CompiledRoute {
  route: SiteRoute;
  pattern: RegExp;
  keys: string[];
}

/**
 * A pattern read as the router reads it (wouter's regexparam): letters in any case, a trailing
 * slash allowed, `:name` one segment.
 */
function compile(route: SiteRoute): CompiledRoute {
  const keys: string[] = [];
  const source = route
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (!segment.startsWith(':')) return `/${segment.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')}`;
      keys.push(segment.slice(1));
      return '/([^/]+?)';
    })
    .join('');
  return { route, keys, pattern: new RegExp(`^${source}/?$`, 'i') };
}

let compiled: CompiledRoute[] | undefined;

/** Decodes a path as the router does; a path that does not decode is taken as written. */
function decodedPath(path: string): string {
  try {
    return path.includes('%') ? decodeURI(path) : path;
  } catch {
    return path;
  }
}

/** The route an address (its path, without the query) shows, or undefined for the 404 page. */
export function matchSiteRoute(path: string): SiteRouteMatch | undefined {
  const decoded = decodedPath(path);
  compiled ??= (Object.keys(SITE_ROUTES) as SiteRoute[]).map(compile);
  for (const { route, pattern, keys } of compiled) {
    const found = pattern.exec(decoded);
    if (!found) continue;
    const params: Record<string, string> = {};
    keys.forEach((key, index) => (params[key] = found[index + 1]!));
    return { route, params };
  }
  return undefined;
}
