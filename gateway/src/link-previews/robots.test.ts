import { describe, expect, it } from 'vitest';
import { robotsTxt } from './robots';

describe('robots.txt', () => {
  const lines = robotsTxt('https://devshop.rw').split('\n');

  it('lets crawlers into the shop and names the sitemap', () => {
    expect(lines.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /']);
    expect(lines).toContain('Sitemap: https://devshop.rw/sitemap.xml');
  });

  it('keeps them out of private screens, search results, sign-in and the API', () => {
    for (const path of ['/admin', '/checkout', '/cart', '/api/', '/profile', '/orders', '/order-confirmation/', '/wishlist', '/login', '/auth/callback', '/search', '/unsubscribe']) {
      expect(lines, path).toContain(`Disallow: ${path}`);
    }
    const disallowed = lines.filter((line) => line.startsWith('Disallow: ')).map((line) => line.slice('Disallow: '.length));
    expect(disallowed.filter((path) => path.startsWith('/admin'))).toEqual(['/admin']);
    for (const page of ['/', '/products', '/products/keyboards', '/product/0123456789abcdef01234567', '/about', '/uploads/products/a.jpg']) {
      expect(disallowed.filter((prefix) => page.startsWith(prefix)), page).toEqual([]);
    }
  });
});
