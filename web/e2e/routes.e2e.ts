import { describe, expect, test } from './harness/fixtures';
import { waitForHeading } from './harness/navigation';

/** Every route of SPEC section 2 with the h1 it shows; `pending` screens carry the not-available note. */
const routes: { path: string; heading: string; pending: boolean }[] = [
  { path: '/', heading: 'Gear up for your best code', pending: false },
  { path: '/products', heading: 'Our Products', pending: false },
  { path: '/products?category=mice&sortBy=price&sortOrder=asc', heading: 'Our Products', pending: false },
  { path: '/products/smartwatches', heading: 'Our Products', pending: false },
  // The first product of the catalogue, filled in by the test.
  { path: '/product/:first', heading: ':first', pending: false },
  { path: '/search?q=monitor', heading: 'Search Results', pending: false },
  { path: '/cart', heading: 'Shopping Cart', pending: false },
  { path: '/checkout', heading: 'Checkout', pending: false },
  // Signed out, the confirmation page asks the visitor to log in (orders-confirmation.e2e.ts covers the rest).
  { path: '/order-confirmation/ORD-2024-0001', heading: 'Authentication Required', pending: false },
  { path: '/login?message=Please%20log%20in%20to%20complete%20your%20checkout', heading: 'Sign In', pending: false },
  // Without tokens the social login return sends the visitor to /login (accounts-social.e2e.ts covers the rest).
  { path: '/auth/callback', heading: 'Sign In', pending: false },
  { path: '/profile', heading: 'My Profile', pending: false },
  { path: '/orders', heading: 'Order History', pending: false },
  { path: '/wishlist', heading: 'My Wishlist', pending: false },
  { path: '/admin', heading: 'Admin Dashboard', pending: true },
  { path: '/admin/products', heading: 'Product Management', pending: false },
  { path: '/admin/users', heading: 'User Management', pending: true },
  { path: '/admin/orders', heading: 'Order Management', pending: true },
  { path: '/admin/reviews', heading: 'Review Management', pending: true },
  { path: '/admin/newsletter', heading: 'Newsletter Subscribers', pending: true },
  { path: '/terms-and-conditions', heading: 'Terms and Conditions', pending: false },
  { path: '/unsubscribe?token=t&email=a%40b.rw', heading: 'Newsletter Unsubscribe', pending: false },
  { path: '/about', heading: 'About DevShop', pending: false },
  { path: '/privacy', heading: 'Privacy Policy', pending: false },
  { path: '/help', heading: 'Help Center', pending: false },
  { path: '/shipping', heading: 'Shipping Info', pending: false },
  { path: '/returns', heading: 'Returns', pending: false },
  { path: '/warranty', heading: 'Warranty', pending: false },
  { path: '/contact', heading: 'Contact Us', pending: false },
  { path: '/something/else', heading: 'Page Not Found', pending: false },
];

describe('routes', () => {
  test('every route renders in the shell with its title, with no console errors or CSP violations', async ({ app }) => {
    const listing = await app.context.request.get(app.url('/api/v1/products?limit=1'));
    const first = ((await listing.json()) as { data: { products: { _id: string; name: string }[] } }).data.products[0]!;
    for (const template of routes) {
      const route =
        template.path === '/product/:first' ? { ...template, path: `/product/${first._id}`, heading: first.name } : template;
      await app.goto(route.path);
      await waitForHeading(app.page, route.heading);
      await app.page.getByRole('banner').waitFor();
      await app.page.getByRole('contentinfo').waitFor();
      expect(await app.page.getByRole('heading', { level: 1 }).count(), route.path).toBe(1);
      const notes = await app.page.getByRole('main').getByText('This screen is not available yet.').count();
      expect(notes, route.path).toBe(route.pending ? 1 : 0);
    }
    expect(app.problems()).toEqual([]);
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

  test('the served HTML has no inline scripts or inline styles', async ({ app }) => {
    const response = await app.context.request.get(app.url('/products/keyboards'));
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/i);
    expect(html).not.toMatch(/\sstyle=/i);
    expect(html).not.toMatch(/<style/i);
    expect(html).toContain('Content-Security-Policy');
    // The rendered DOM has no style attributes either.
    await app.goto('/');
    expect(await app.page.locator('[style]').count()).toBe(0);
  });
});
