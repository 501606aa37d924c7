import { describe, expect, test } from './harness/fixtures';
import { waitForHeading } from './harness/navigation';
import { problemsBesidesNotFound } from './harness/shop-api';

/** Every route of SPEC section 2 with the h1 it shows. */
const routes: { path: string; heading: string }[] = [
  { path: '/', heading: 'Gear up for your best code' },
  { path: '/products', heading: 'Our Products' },
  { path: '/products?category=mice&sortBy=price&sortOrder=asc', heading: 'Our Products' },
  { path: '/products/smartwatches', heading: 'Smartwatches' },
  // The first product of the catalogue, filled in by the test.
  { path: '/product/:first', heading: ':first' },
  { path: '/search?q=monitor', heading: 'Search Results' },
  { path: '/cart', heading: 'Shopping Cart' },
  { path: '/checkout', heading: 'Checkout' },
  // Signed out, the confirmation page asks the visitor to log in (orders-confirmation.e2e.ts covers the rest).
  { path: '/order-confirmation/ORD-2024-0001', heading: 'Authentication Required' },
  { path: '/login?message=Please%20log%20in%20to%20complete%20your%20checkout', heading: 'Sign In' },
  // Without tokens the social login return sends the visitor to /login (accounts-social.e2e.ts covers the rest).
  { path: '/auth/callback', heading: 'Sign In' },
  { path: '/profile', heading: 'My Profile' },
  { path: '/orders', heading: 'Order History' },
  { path: '/wishlist', heading: 'My Wishlist' },
  { path: '/admin', heading: 'Admin Dashboard' },
  { path: '/admin/products', heading: 'Product Management' },
  { path: '/admin/users', heading: 'User Management' },
  { path: '/admin/orders', heading: 'Order Management' },
  { path: '/admin/reviews', heading: 'Review Management' },
  { path: '/admin/newsletter', heading: 'Newsletter Subscribers' },
  { path: '/admin/search', heading: 'Search Synonyms' },
  { path: '/admin/audit', heading: 'Audit Trail' },
  { path: '/terms-and-conditions', heading: 'Terms and Conditions' },
  { path: '/unsubscribe?token=t&email=a%40b.rw', heading: 'Newsletter Unsubscribe' },
  { path: '/about', heading: 'About DevShop' },
  { path: '/privacy', heading: 'Privacy Policy' },
  { path: '/help', heading: 'Help Center' },
  { path: '/shipping', heading: 'Shipping Info' },
  { path: '/returns', heading: 'Returns' },
  { path: '/warranty', heading: 'Warranty' },
  { path: '/contact', heading: 'Contact Us' },
  { path: '/something/else', heading: 'Page Not Found' },
];

/** What Chromium logs when a page arrives with status 404 (any other failed load is a problem). */

describe('routes', () => {
  test('every route renders in the shell with its title, with no console errors or CSP violations', async ({ app }) => {
    const listing = await app.context.request.get(app.url('/api/v1/products?limit=1'));
    const first = ((await listing.json()) as { data: { products: { _id: string; name: string }[] } }).data.products[0]!;
    for (const template of routes) {
      const route =
        template.path === '/product/:first' ? { ...template, path: `/product/${first._id}`, heading: first.name } : template;
      // The server answers 404 exactly where the app shows its 404 page.
      const answer = await app.context.request.get(app.url(route.path), { maxRedirects: 0 });
      expect(answer.status(), route.path).toBe(route.heading === 'Page Not Found' ? 404 : 200);
      await app.goto(route.path);
      await waitForHeading(app.page, route.heading);
      await app.page.getByRole('banner').waitFor();
      await app.page.getByRole('contentinfo').waitFor();
      expect(await app.page.getByRole('heading', { level: 1 }).count(), route.path).toBe(1);
    }
    // The browser reports the 404 page's own status as a failed load; nothing else may fail.
    expect(problemsBesidesNotFound(app)).toEqual([]);
  });

  test('deep links load directly (history fallback) and the login message shows', async ({ app }) => {
    await app.goto('/login?message=Please%20log%20in%20to%20complete%20your%20checkout');
    await app.page.getByRole('status').getByText('Please log in to complete your checkout').waitFor();
    await app.goto('/unsubscribe?token=t&email=jean%40example.rw');
    await app.page.getByText('For jean@example.rw').waitFor();
    await app.goto('/order-confirmation/ORD-77');
    await waitForHeading(app.page, 'Authentication Required');
    expect(app.problems()).toEqual([]);
  });

  test('the served HTML has no inline scripts or inline styles, only JSON-LD data', async ({ app }) => {
    const listing = await app.context.request.get(app.url('/api/v1/products?limit=1'));
    const first = ((await listing.json()) as { data: { products: { _id: string }[] } }).data.products[0]!;
    for (const path of ['/products/keyboards', `/product/${first._id}`]) {
      const response = await app.context.request.get(app.url(path));
      expect(response.status()).toBe(200);
      // A data block (schema.org JSON-LD) is never run, and the CSP lets it be.
      const html = (await response.text()).replace(/<script type="application\/ld\+json">[^<]*<\/script>/g, '');
      expect(html, path).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/i);
      expect(html, path).not.toMatch(/\sstyle=/i);
      expect(html, path).not.toMatch(/<style/i);
      expect(html, path).toContain('Content-Security-Policy');
    }
    // The rendered DOM has no style attributes either.
    await app.goto('/');
    expect(await app.page.locator('[style]').count()).toBe(0);
  });
});
