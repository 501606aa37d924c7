import { SITE_ROUTES, type SiteRoute } from '@shop/contracts/site-routes';
import { absoluteUrl } from './page-head';

/** Paths that are no page at all: the API answers programs, not readers. */
const NEVER_PAGES = ['/api/'];

/** Where a route's addresses start: up to its first segment to fill in. */
function prefixOf(route: SiteRoute): string {
  const open = route.indexOf(':');
  return open === -1 ? route : route.slice(0, open);
}

/**
 * robots.txt: the shop's pages are open to crawlers; private screens (account, cart, checkout,
 * orders, admin), search results, sign-in and the API are not; the sitemap is named.
 */
export function robotsTxt(publicUrl: string): string {
  const hidden = (Object.keys(SITE_ROUTES) as SiteRoute[]).filter((route) => !SITE_ROUTES[route].indexed).map(prefixOf);
  const prefixes = [...new Set([...NEVER_PAGES, ...hidden])].sort();
  // A rule covers every path that starts with it: /admin says /admin/products already.
  const disallowed = prefixes.filter((path) => !prefixes.some((other) => other !== path && path.startsWith(other)));
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${absoluteUrl(publicUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
